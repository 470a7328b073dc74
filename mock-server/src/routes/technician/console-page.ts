/**
 * The technician console at GET /__technician/: plain HTML and a little inline script (allowed
 * by a per-response CSP nonce). Every server value is inserted as text, never as HTML: the
 * release messages are HTML written by testers.
 */
export function consolePage(nonce: string): string {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Console do técnico · Recenseamento (mock)</title>
<style nonce="${nonce}">
  :root { font-family: system-ui, sans-serif; color: #1b1b1f; background: #fff; line-height: 1.45; }
  body { margin: 0 auto; max-width: 72rem; padding: 1rem; }
  h1 { font-size: 1.6rem; margin: 0.5rem 0; }
  h2 { font-size: 1.2rem; margin: 1.5rem 0 0.5rem; }
  label { display: block; font-weight: 600; margin: 0.75rem 0 0.25rem; }
  input, select, textarea, button { font: inherit; }
  input, select, textarea { border: 1px solid #5a5a66; border-radius: 4px; padding: 0.4rem; }
  textarea { width: 100%; max-width: 48rem; box-sizing: border-box; }
  button { background: #0b4f8a; color: #fff; border: 0; border-radius: 4px; padding: 0.45rem 0.9rem; cursor: pointer; margin: 0.25rem 0.25rem 0.25rem 0; }
  button.secondary { background: #fff; color: #0b4f8a; border: 1px solid #0b4f8a; }
  :focus-visible { outline: 3px solid #f2a900; outline-offset: 2px; }
  .hint { color: #4a4a55; font-size: 0.9rem; margin: 0.25rem 0; }
  .inline { display: flex; gap: 0.5rem; align-items: end; flex-wrap: wrap; }
  .inline label { margin-top: 0; }
  .table-wrap { overflow-x: auto; }
  table { border-collapse: collapse; width: 100%; margin-top: 0.75rem; }
  caption { text-align: left; font-weight: 600; padding: 0.25rem 0; }
  th, td { border-bottom: 1px solid #c9c9d1; padding: 0.4rem; text-align: left; vertical-align: top; }
  td.nowrap { white-space: nowrap; }
  td.message { max-width: 22rem; font-family: ui-monospace, monospace; font-size: 0.85rem; white-space: pre-wrap; word-break: break-word; }
  #feedback { margin-top: 1rem; padding: 0.5rem; border-left: 4px solid #0f7a5c; }
  #feedback:empty, #problem:empty { display: none; }
  .thumbs { display: flex; flex-wrap: wrap; gap: 0.35rem; max-width: 20rem; }
  .thumbs a { display: inline-block; border: 1px solid #c9c9d1; border-radius: 4px; padding: 2px; color: #0b4f8a; font-size: 0.8rem; text-align: center; }
  .thumbs img { display: block; width: 64px; height: 64px; object-fit: cover; }
  .thumbs .pdf { width: 64px; height: 64px; display: flex; align-items: center; justify-content: center; }
  #problem { margin-top: 1rem; padding: 0.5rem; border-left: 4px solid #a11d48; color: #7a0f30; }
</style>
</head>
<body>
<header>
  <h1>Console do técnico</h1>
  <p class="hint">Servidor de simulação do Recenseamento: confira as imagens enviadas, devolva casos em análise com inconsistências ou consolide-os (gera o protocolo e o comprovante).</p>
</header>
<main>
  <div id="feedback" role="status" aria-live="polite"></div>
  <div id="problem" role="alert"></div>

  <section aria-labelledby="key-title">
    <h2 id="key-title">Chave</h2>
    <label for="key">Chave do técnico (X-Technician-Key)</label>
    <input id="key" type="password" autocomplete="off" spellcheck="false" aria-describedby="key-hint">
    <p id="key-hint" class="hint">Só é exigida quando o mock roda com MOCK_TECHNICIAN_KEY. Fica guardada apenas nesta aba (sessionStorage).</p>
  </section>

  <section aria-labelledby="cases-title">
    <h2 id="cases-title">Casos</h2>
    <form id="filter" class="inline">
      <div>
        <label for="status">Situação</label>
        <select id="status" name="status">
          <option value="">Todas</option>
          <option value="locked">Em análise (locked)</option>
          <option value="released">Devolvido (released)</option>
          <option value="done">Consolidado (done)</option>
        </select>
      </div>
      <button type="submit">Atualizar lista</button>
    </form>
    <div class="table-wrap">
      <table>
        <caption id="caption">Casos</caption>
        <thead>
          <tr>
            <th scope="col">pf_id</th>
            <th scope="col">CPF</th>
            <th scope="col">Nome</th>
            <th scope="col">Entidade</th>
            <th scope="col">Situação</th>
            <th scope="col">Data/Hora (Recife)</th>
            <th scope="col">Mensagem ou protocolo</th>
            <th scope="col">Imagens enviadas</th>
            <th scope="col">Ações</th>
          </tr>
        </thead>
        <tbody id="rows"></tbody>
      </table>
    </div>
  </section>

  <section aria-labelledby="release-title">
    <h2 id="release-title">Devolver caso com inconsistências</h2>
    <form id="release">
      <label for="release-pf">pf_id do caso (em análise)</label>
      <input id="release-pf" name="pf_id" inputmode="numeric" pattern="[0-9]+" required>
      <label for="release-message">Mensagem (HTML)</label>
      <textarea id="release-message" name="message" rows="6" required aria-describedby="message-hint"></textarea>
      <p id="message-hint" class="hint">Mostrada à pessoa na tela de inconsistências, por exemplo: &lt;p&gt;Envie de novo:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;a imagem do RG&lt;/li&gt;&lt;/ul&gt;</p>
      <button type="submit">Devolver caso</button>
    </form>
  </section>
</main>
<script nonce="${nonce}">
(() => {
  const KEY_STORAGE = 'censo.technicianKey'
  const LABELS = { locked: 'Em análise (locked)', released: 'Devolvido (released)', done: 'Consolidado (done)' }
  const $ = (id) => document.getElementById(id)
  const keyInput = $('key')
  const feedback = $('feedback')
  const problem = $('problem')
  const dateTime = new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Recife', day: '2-digit', month: '2-digit', year: 'numeric',
    hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
  })

  keyInput.value = sessionStorage.getItem(KEY_STORAGE) ?? ''
  keyInput.addEventListener('input', () => sessionStorage.setItem(KEY_STORAGE, keyInput.value))

  const say = (text) => { problem.textContent = ''; feedback.textContent = text }
  const fail = (text) => { feedback.textContent = ''; problem.textContent = text }
  const formatCpf = (cpf) => cpf && cpf.length === 11
    ? cpf.slice(0, 3) + '.' + cpf.slice(3, 6) + '.' + cpf.slice(6, 9) + '-' + cpf.slice(9) : '(sem CPF)'
  const formatTime = (iso) => iso ? dateTime.format(new Date(iso)).replace(',', '') : '—'
  const protocol = (hash) => (hash.toUpperCase().match(/.{1,2}/g) ?? []).join('-')

  async function call(method, path, body) {
    const headers = {}
    if (keyInput.value) headers['X-Technician-Key'] = keyInput.value
    if (body !== undefined) headers['Content-Type'] = 'application/json'
    const response = await fetch('/__technician' + path, {
      method, headers, body: body === undefined ? undefined : JSON.stringify(body),
    })
    const answer = await response.json().catch(() => null)
    if (!response.ok) {
      const reason = answer && answer.error ? answer.error.message : response.statusText
      const why = answer && answer.error && answer.error.reason ? ' — ' + answer.error.reason : ''
      const hint = response.status === 409 && !why ? ' (transição não permitida nesta situação)' : ''
      throw new Error('Erro ' + response.status + ': ' + reason + why + hint)
    }
    return answer
  }

  function cell(row, text, className) {
    const td = document.createElement('td')
    td.textContent = text
    if (className) td.className = className
    row.append(td)
    return td
  }

  function button(label, accessibleName, onClick, secondary) {
    const element = document.createElement('button')
    element.type = 'button'
    element.textContent = label
    element.setAttribute('aria-label', accessibleName)
    if (secondary) element.className = 'secondary'
    element.addEventListener('click', onClick)
    return element
  }

  // What was sent for the case: thumbnails (and PDFs) linking to the full file, signed addresses.
  function images(row, item) {
    const td = cell(row, '')
    const list = item.imagens ?? []
    if (list.length === 0) { td.textContent = 'Nenhuma'; return }
    const box = document.createElement('div')
    box.className = 'thumbs'
    for (const image of list) {
      const name = (image.tipos.length ? image.tipos.join(', ') : 'Não anexada') + ' de ' + image.nome
      const link = document.createElement('a')
      link.href = image.url
      link.target = '_blank'
      link.rel = 'noopener'
      link.title = name
      if (image.mime === 'application/pdf') {
        const pdf = document.createElement('span')
        pdf.className = 'pdf'
        pdf.textContent = 'PDF'
        link.append(pdf)
        link.setAttribute('aria-label', name + ' (PDF)')
      } else {
        const img = document.createElement('img')
        img.src = image.url + '&w=128&q=70'
        img.alt = name
        img.loading = 'lazy'
        link.append(img)
      }
      box.append(link)
    }
    td.append(box)
  }

  function render(cases, status) {
    const rows = $('rows')
    rows.replaceChildren()
    $('caption').textContent = 'Casos' + (status ? ': ' + LABELS[status] : '') + ' (' + cases.length + ')'
    if (cases.length === 0) {
      const row = rows.insertRow()
      const td = cell(row, 'Nenhum caso nesta situação.')
      td.colSpan = 9
      return
    }
    for (const item of cases) {
      const row = rows.insertRow()
      cell(row, String(item.pf_id))
      cell(row, formatCpf(item.cpf), 'nowrap')
      cell(row, item.nome)
      cell(row, item.entity)
      cell(row, LABELS[item.status] ?? item.status)
      cell(row, formatTime(item.data_hora), 'nowrap')
      if (item.validation_hash) cell(row, 'Protocolo ' + protocol(item.validation_hash), 'nowrap')
      else cell(row, item.message ?? '', 'message')
      images(row, item)
      const actions = cell(row, '')
      if (item.status === 'locked') {
        actions.append(
          button('Devolver…', 'Devolver o caso de ' + item.nome, () => {
            $('release-pf').value = String(item.pf_id)
            $('release-message').focus()
          }, true),
          button('Consolidar', 'Consolidar o caso de ' + item.nome, () => consolidateCase(item)),
        )
      } else {
        actions.append(
          button('Reabrir análise', 'Reabrir análise do caso de ' + item.nome, () => relockCase(item), true),
        )
      }
    }
  }

  async function load() {
    const status = $('status').value
    try {
      const answer = await call('GET', '/cases' + (status ? '?status=' + status : ''))
      render(answer.cases, status)
      return true
    } catch (error) {
      fail(error.message)
      return false
    }
  }

  async function relockCase(item) {
    try {
      const updated = await call('POST', '/cases/' + item.pf_id + '/lock')
      await load()
      say('Caso de ' + updated.nome + ' em análise de novo: pode ser devolvido ou consolidado.')
    } catch (error) {
      fail(error.message)
    }
  }

  async function consolidateCase(item) {
    try {
      const updated = await call('POST', '/cases/' + item.pf_id + '/consolidate')
      await load()
      say('Caso de ' + updated.nome + ' consolidado. Protocolo ' + protocol(updated.validation_hash) + '.')
    } catch (error) {
      fail(error.message)
    }
  }

  $('filter').addEventListener('submit', async (event) => {
    event.preventDefault()
    if (await load()) say('Lista atualizada.')
  })

  $('release').addEventListener('submit', async (event) => {
    event.preventDefault()
    const pfId = $('release-pf').value.trim()
    const message = $('release-message').value
    if (!message.trim()) { fail('Escreva a mensagem para a pessoa.'); $('release-message').focus(); return }
    try {
      const updated = await call('POST', '/cases/' + pfId + '/release', { message })
      $('release-message').value = ''
      await load()
      say('Caso de ' + updated.nome + ' devolvido com inconsistências.')
    } catch (error) {
      fail(error.message)
    }
  })

  void load()
})()
</script>
</body>
</html>
`
}
