import { describe, expect, it } from 'vitest'
import { precacheUrls, staleCaches } from './precache'

describe('precacheUrls', () => {
  it('lists the shell, the hashed build files and the public files, sorted', () => {
    expect(
      precacheUrls([
        'index.html',
        'assets/index-abc.js',
        'assets/index-abc.js.map',
        'assets/index-def.css',
        'manifest.webmanifest',
        'icons/icon-192.png',
        'sw.js',
        '.vite/manifest.json',
      ]),
    ).toEqual([
      '/assets/index-abc.js',
      '/assets/index-def.css',
      '/icons/icon-192.png',
      '/index.html',
      '/manifest.webmanifest',
    ])
  })
})

describe('staleCaches', () => {
  it('keeps the current cache and the newest older one, deletes the rest', () => {
    const keys = ['censo-shell-1', 'other-cache', 'censo-shell-2', 'censo-shell-3', 'censo-shell-4']
    expect(staleCaches(keys, 'censo-shell-4')).toEqual(['censo-shell-1', 'censo-shell-2'])
  })

  it('deletes nothing on the first install or the first update', () => {
    expect(staleCaches(['censo-shell-1'], 'censo-shell-1')).toEqual([])
    expect(staleCaches(['censo-shell-1', 'censo-shell-2'], 'censo-shell-2')).toEqual([])
  })
})
