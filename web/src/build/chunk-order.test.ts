import { describe, expect, it } from 'vitest'
import { dependenciesFirst } from './chunk-order'

/** a.js and b.js import each other. */
const importsOfCycle = (file: string) => (file === 'a.js' ? ['b.js'] : ['a.js'])

describe('dependenciesFirst', () => {
  const graph: Record<string, string[]> = {
    'libs.js': ['react.js', 'runtime.js'],
    'react.js': ['runtime.js'],
    'runtime.js': [],
  }
  const importsOf = (file: string) => graph[file] ?? []

  it('puts each chunk after the chunks it imports, keeping the given order otherwise', () => {
    expect(dependenciesFirst(['runtime.js', 'libs.js', 'react.js'], importsOf)).toEqual([
      'runtime.js',
      'react.js',
      'libs.js',
    ])
    expect(dependenciesFirst(['a.js', 'b.js'], importsOf)).toEqual(['a.js', 'b.js'])
  })

  it('leaves out the imports that are not in the list, and ends on a cycle', () => {
    expect(dependenciesFirst(['libs.js'], importsOf)).toEqual(['libs.js'])
    expect(dependenciesFirst(['a.js', 'b.js'], importsOfCycle)).toEqual(['b.js', 'a.js'])
  })
})
