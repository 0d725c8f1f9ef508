import { isIPv4, isIPv6 } from 'node:net'

// How failed attempts are counted and limited, shared by the inbox's sign-in and the metrics
// endpoint's token check: a rule of access, so neither wing owns it.

/** Failed sign-ins allowed per address, and per account, in a window before they are refused. */
export const MAX_SIGN_IN_FAILURES = 5
export const SIGN_IN_FAILURE_WINDOW_MS = 15 * 60 * 1000

/**
 * The network an address stands for when counting failures: an IPv6 address by its /64 (one
 * household or host gets a whole /64, so counting single addresses would let it try 2^64 times),
 * an IPv4 one (or IPv4-mapped IPv6) by itself.
 */
export function addressGroup(address: string): string {
  if (isIPv4(address)) return address
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped?.[1]) return mapped[1]
  if (!isIPv6(address)) return address
  const [head = '', tail = ''] = address.toLowerCase().split('%')[0]?.split('::') ?? []
  const headGroups = head === '' ? [] : head.split(':')
  const tailGroups = address.includes('::') && tail !== '' ? tail.split(':') : []
  const missing = 8 - headGroups.length - tailGroups.length
  const groups = [...headGroups, ...Array<string>(Math.max(missing, 0)).fill('0'), ...tailGroups]
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`
}
