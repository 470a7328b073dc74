import { states as appToken } from './auth/app-token'
import { states as metadata } from './meta/metadata'
import { states as cases } from './recad/case'
import { states as receiptValidation } from './recad/receipt-validation'
import { states as employment } from './rh/employment'
import { states as codes } from './social/codes'
import { states as contacts } from './social/contacts'
import { states as dependants } from './social/dependants'
import { states as login } from './social/login'
import { states as person } from './social/person'
import { states as record } from './social/record'
import type { StateSetup } from './state-context'
import { states as files } from './storage/files'

/**
 * Every provider state the committed pacts name, by name: each resource's states live beside it
 * (<api>/<resource>.ts); a new state file is one import here.
 */
export const stateSetups: ReadonlyMap<string, StateSetup> = new Map(
  Object.entries({
    ...appToken,
    ...metadata,
    ...cases,
    ...receiptValidation,
    ...employment,
    ...codes,
    ...contacts,
    ...dependants,
    ...login,
    ...person,
    ...record,
    ...files,
  }),
)
