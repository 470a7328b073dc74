import { expect, test } from '../fixtures'
import { axeViolations } from '../support'

// The check every journey runs on every screen must see what it is there to see.

test('the accessibility check reports an unlabelled field, a missing page language and title', async ({
  page,
}) => {
  await page.setContent('<main><h1>Teste</h1><input type="text"></main>')
  const violations = await axeViolations(page)
  expect(
    violations
      .map((violation) => violation.split(':')[0])
      .toSorted((a, b) => (a ?? '').localeCompare(b ?? '')),
  ).toEqual(['document-title', 'html-has-lang', 'label'])
  await page.setContent(
    '<html lang="pt-BR"><head><title>Teste</title></head><body><main><h1>Teste</h1><label>Nome <input type="text"></label></main></body></html>',
  )
  expect(await axeViolations(page)).toEqual([])
})
