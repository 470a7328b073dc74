import * as z from 'zod/mini'
import { storage } from '@/lib/storage'
import {
  editableFields,
  PROFILE_FIELDS,
  profileValues,
  type Profile,
  type ProfileValues,
} from './rules'

/**
 * Spec §4 "Step 0": the profile is also kept in local storage per person when it is checked.
 * It holds what the person typed and not yet sent, so a dropped connection or a closed tab does
 * not lose it. It belongs to one version of the record (`base`: the time the profile was last
 * changed on the server); once the server's profile changes, or it is sent, it is dropped.
 */
const localCopySchema = z.object({
  base: z.string(),
  values: z.partialRecord(z.enum(PROFILE_FIELDS), z.string()),
})
type LocalCopy = z.infer<typeof localCopySchema>

export const localCopyKey = (pfId: number) => `perfil_${pfId}`

const baseOf = (profile: Profile) => profile.author?.data_hora ?? ''

function read(pfId: number): LocalCopy | null {
  const raw = storage.get(localCopyKey(pfId))
  if (!raw) return null
  try {
    const parsed = localCopySchema.safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/** The values the form starts with: the loaded profile, with the person's unsent edits. */
export function initialProfileValues(profile: Profile): ProfileValues {
  const loaded = profileValues(profile)
  const copy = read(profile.pfId)
  if (!copy || copy.base !== baseOf(profile)) return loaded
  const restored = { ...loaded }
  for (const name of editableFields(profile)) {
    const value = copy.values[name]
    if (typeof value === 'string') restored[name] = value
  }
  return restored
}

/** Keeps the checked values (only the ones the person can change); none when nothing changed. */
export function writeLocalCopy(profile: Profile, values: ProfileValues): void {
  const loaded = profileValues(profile)
  const changed: Partial<ProfileValues> = {}
  for (const name of editableFields(profile)) {
    if (values[name] !== loaded[name]) changed[name] = values[name]
  }
  if (Object.keys(changed).length === 0) {
    clearLocalCopy(profile.pfId)
    return
  }
  const copy: LocalCopy = { base: baseOf(profile), values: changed }
  storage.set(localCopyKey(profile.pfId), JSON.stringify(copy))
}

export function clearLocalCopy(pfId: number): void {
  storage.remove(localCopyKey(pfId))
}
