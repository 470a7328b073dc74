import { describe, expect, it } from 'vitest'
import { withTrailingSlash } from './trailing-slash'

describe('withTrailingSlash', () => {
  it('adds the slash after the path, keeping query and hash', () => {
    expect(withTrailingSlash({ pathname: '/Ajuda', search: '?a=1', hash: '#x' })).toBe(
      '/Ajuda/?a=1#x',
    )
  })

  it('leaves canonical addresses alone', () => {
    expect(withTrailingSlash({ pathname: '/', search: '', hash: '' })).toBeNull()
    expect(withTrailingSlash({ pathname: '/Tutorial/3/', search: '', hash: '' })).toBeNull()
  })
})
