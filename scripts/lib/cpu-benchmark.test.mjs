// `node --test`: the calibration's arithmetic, against the points Lighthouse's calculator names.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { mobileCpuMultiplier } from './cpu-benchmark.mjs'

void test('the calculator’s named points: 150 → 1×, 800 → 2×, 1300 → 3×, 1533 → 4×, 2000 → 6×', () => {
  for (const [index, multiplier] of [
    [150, 1],
    [800, 2],
    [1300, 3],
    [1533, 4],
    [1766, 5],
    [2000, 6],
  ]) {
    assert.ok(Math.abs(mobileCpuMultiplier(index) - multiplier) < 0.01, `${index}`)
  }
})

void test('each range is linear and the ranges meet', () => {
  assert.equal(mobileCpuMultiplier(475), 1.5)
  assert.equal(mobileCpuMultiplier(1050), 2.5)
  assert.ok(Math.abs(mobileCpuMultiplier(2400) - (3 + 1100 / 233)) < 1e-9)
  assert.ok(mobileCpuMultiplier(1299.99) < mobileCpuMultiplier(1300) + 1e-3)
  assert.ok(mobileCpuMultiplier(799.99) < mobileCpuMultiplier(800) + 1e-3)
})

void test('a box slower than the phone is not slowed down; no index is an error', () => {
  assert.equal(mobileCpuMultiplier(100), 1)
  assert.throws(() => mobileCpuMultiplier(Number.NaN), /no benchmark index/)
  assert.throws(() => mobileCpuMultiplier(0), /no benchmark index/)
})
