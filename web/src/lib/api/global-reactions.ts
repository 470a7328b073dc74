/** A status the whole app reacts to, whatever screen made the call (spec §8 "Global reactions"). */
export type GlobalReaction = 'unauthorized' | 'forbidden'

type ReactionHandler = (reaction: GlobalReaction, request: Request) => void
let handler: ReactionHandler = () => {}

/**
 * The app wires the global 401/403 reactions once it has a router (app/reactions.ts). Apart from
 * the API clients (api.ts), which load with the first screen that calls an API, not with `/`.
 */
export function onGlobalReaction(next: ReactionHandler): void {
  handler = next
}

/** What the API clients call on a 401 or 403 (http.ts). */
export function reactGlobally(reaction: GlobalReaction, request: Request): void {
  handler(reaction, request)
}
