/** Spec §4 and §9: the upload's status checks. */
export const UPLOAD_TIMING = {
  /** The first status check after the upload. */
  firstCheck: 1500,
  /** Then one check every second. */
  nextChecks: 1000,
  /** At most this many checks, then the Timeout failure. */
  maxTries: 10,
  /** (ours) the upload itself may take minutes on a slow mobile network. */
  uploadTimeout: 300_000,
} as const
