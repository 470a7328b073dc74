import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeGeolocation, fakePosition } from '@/test/geolocation'
import { DEVICE_COORDINATES, getDevice, setDeviceCoordinates } from '@/lib/device'
import { deviceLocation as text } from '@/text/pt-BR/device-location'
import { DeviceLocationNotice } from './device-location-notice'

const getCurrentPosition = vi.fn((success: PositionCallback) =>
  success(fakePosition(-8.01, -34.95)),
)

beforeEach(() => {
  localStorage.clear()
  setDeviceCoordinates(null)
  getCurrentPosition.mockClear()
  Object.defineProperty(navigator, 'geolocation', {
    value: fakeGeolocation(getCurrentPosition),
    configurable: true,
  })
})
afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation')
  setDeviceCoordinates(null)
})

describe('the question about the device location', () => {
  it('says why before asking; the device is asked only once the person allows it', async () => {
    const user = userEvent.setup()
    render(<DeviceLocationNotice />)
    const region = screen.getByRole('region', { name: text.title })
    expect(region.textContent).toContain(text.why)
    expect(getCurrentPosition).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: text.allow }))
    expect(getCurrentPosition).toHaveBeenCalledTimes(1)
    expect(getDevice()).toMatchObject({ lat: -8.01, lng: -34.95 })
    const answer = screen.getByRole('status')
    expect(answer.textContent).toBe(text.allowed)
    expect(document.activeElement).toBe(answer)
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('"Agora não" keeps the fixed coordinates and is not asked again', async () => {
    const user = userEvent.setup()
    const first = render(<DeviceLocationNotice />)
    await user.click(screen.getByRole('button', { name: text.decline }))
    expect(screen.getByRole('status').textContent).toBe(text.declined)
    expect(getCurrentPosition).not.toHaveBeenCalled()
    expect(getDevice()).toMatchObject(DEVICE_COORDINATES)
    first.unmount()
    render(<DeviceLocationNotice />)
    expect(screen.queryByRole('region', { name: text.title })).toBeNull()
    expect(getCurrentPosition).not.toHaveBeenCalled()
  })

  it('once allowed, each visit asks the device again without asking the person', () => {
    localStorage.setItem('deviceLocation', 'allowed')
    render(<DeviceLocationNotice />)
    expect(screen.queryByRole('region', { name: text.title })).toBeNull()
    expect(getCurrentPosition).toHaveBeenCalledTimes(1)
    expect(getDevice()).toMatchObject({ lat: -8.01, lng: -34.95 })
  })

  it('shows nothing where the browser cannot locate the device', () => {
    Object.defineProperty(navigator, 'geolocation', { value: undefined, configurable: true })
    const { container } = render(<DeviceLocationNotice />)
    expect(container.textContent).toBe('')
  })
})
