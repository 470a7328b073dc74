import { virtual } from '@guidepup/virtual-screen-reader'
import { act } from '@testing-library/react'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect } from 'vitest'

/**
 * What a screen-reader user hears, recorded by a virtual screen reader (@guidepup) over the page
 * the test renders: where focus lands, what live regions announce, and what the test reads on
 * purpose with `readUntil`. Each flow's transcript is kept in `transcripts/<flow>.txt`, the
 * test's steps as `>` lines between what was heard, so a reviewer reads what a blind person
 * hears; any phrase dropped, added or doubled fails the comparison.
 */
export class Transcript {
  readonly #lines: string[] = []
  #heard = 0

  private constructor(readonly flow: string) {}

  /** Starts listening to the whole page (the virtual reader says "document" first). */
  static async start(flow: string, title: string): Promise<Transcript> {
    const transcript = new Transcript(flow)
    transcript.#lines.push(`# ${title}`)
    // The reader's own `window` option: its DOM changes come through `ObserverOfThePage`.
    await virtual.start({
      container: document.body,
      window: { document, MutationObserver: ObserverOfThePage },
    })
    return transcript
  }

  /** What was heard since the last step (or the start), then the step's line. */
  async step(what: string): Promise<string[]> {
    const log = await virtual.spokenPhraseLog()
    const said = log.slice(this.#heard).filter((phrase) => !silent(phrase))
    this.#lines.push(...said, `> ${what}`)
    this.#heard = log.length
    return said
  }

  /** The phrases heard since the last step. */
  async heardSinceStep(): Promise<string[]> {
    return (await virtual.spokenPhraseLog()).slice(this.#heard).filter((said) => !silent(said))
  }

  /**
   * Moves the reader's cursor (as a person does with the reading keys) from where it is until a
   * phrase starts with `last`, at most 60 moves.
   */
  async readUntil(last: string): Promise<void> {
    for (let moves = 0; moves < 60; moves += 1) {
      await virtual.next()
      if ((await virtual.lastSpokenPhrase()).startsWith(last)) return
    }
    throw new Error(`the reader never reached "${last}"`)
  }

  /**
   * Puts focus on `element`, as the app does on the title of a screen the person moved to: the
   * reader says it and reads on from there.
   */
  async focus(element: HTMLElement): Promise<void> {
    // The app may have focused it already (a screen shown after the person acted): the reader
    // hears focus arrive, not focus that is there.
    await act(async () => {
      element.blur()
      element.focus()
    })
  }

  /** Stops listening and compares the whole transcript with its file. */
  async finish(): Promise<void> {
    await this.step('end')
    await virtual.stop()
    // Every flow's file in one folder, whichever feature's folder its test is in.
    const file = join(dirname(fileURLToPath(import.meta.url)), 'transcripts', `${this.flow}.txt`)
    await expect(`${this.#lines.join('\n')}\n`).toMatchFileSnapshot(file)
  }
}

/**
 * What the reader hears of the page's changes: only what is still in the page when it reads them.
 *
 * The virtual reader reads a batch of changes a tick after the MutationObserver hands it over
 * (`#announceLiveRegions`), and looks for the live region of each change's node by walking up its
 * ancestors, computing each one's name. A node gone from the page by then (the CONCLUIR dialog,
 * whose `open` changes in the commit that removes it and starts the save) is in a detached tree,
 * and `getRootNode()` of its nodes is that tree's top element, not a document: dom-accessibility-
 * api looks an `aria-labelledby` up there (`root.getElementById is not a function`), the reader's
 * promise rejects, and every other change of the batch goes unsaid (CONCLUIR's "Salvando..."
 * did). The reader's own root (`document.body`) is never the problem, so no container kept in
 * the page would help. A browser tells a screen reader what changed in the page as it is when it
 * renders: a change to a node already gone is never heard, nor a node added and removed before.
 * So the reader gets each batch with, when it reads it, only the changes to nodes still in the
 * page, and of their added nodes those still there; a change to a node that stays reads as before.
 */
class ObserverOfThePage extends MutationObserver {
  constructor(callback: MutationCallback) {
    super((records, observer) => callback(readWhenRead(records), observer))
  }
}

/** What the reader reads of a change (it reads nothing else of a MutationRecord). */
type ChangeAsRead = Pick<MutationRecord, 'type' | 'target' | 'removedNodes'> & {
  addedNodes: readonly Node[]
}

/**
 * The batch as the observer gives it, except for the reader's one read of it (its `map`, a tick
 * later): that sees only the changes to nodes then in the page, each with its added nodes then in
 * the page. Should the reader ever read the batch otherwise, nothing is filtered and the error
 * comes back: loud, never a transcript quietly wrong.
 */
function readWhenRead(records: MutationRecord[]): MutationRecord[] {
  const batch = [...records]
  Object.defineProperty(batch, 'map', {
    value: <T>(read: (change: ChangeAsRead) => T): T[] =>
      records
        .filter((record) => record.target.isConnected)
        .map((record) =>
          read({
            type: record.type,
            target: record.target,
            addedNodes: [...record.addedNodes].filter((node) => node.isConnected),
            removedNodes: record.removedNodes,
          }),
        ),
  })
  return batch
}

/**
 * A live region emptied: the virtual reader logs its kind with nothing after it ("polite: "), a
 * screen reader says nothing.
 */
const silent = (phrase: string) => /^(polite|assertive): $/.test(phrase)

/** After each test: the reader is one for the whole worker; a failed test leaves it on. */
/** Only what live regions announced (`polite:` and `assertive:`), not where the cursor went. */
export const spoken = (said: string[]) =>
  said.filter((phrase) => /^(polite|assertive):/.test(phrase))

export async function stopListening(): Promise<void> {
  await virtual.stop()
}
