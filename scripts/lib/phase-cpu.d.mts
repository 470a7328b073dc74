export const PHASE_CPU_METHOD: string
export function phaseCgroup(name: string): string | null
export function cgroupUsageSeconds(dir: string | null | undefined): number | null
export function cgroupCpuSeconds(dir: string | null | undefined): number | null
