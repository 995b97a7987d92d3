// Options shared by the mutation hooks that took over calls components used to make directly.

/**
 * Sent at once, as the direct calls were: even when the browser believes it is offline the
 * request is made (and fails as network_error, which the form shows) instead of waiting,
 * paused, for the network to come back.
 */
export const sentAtOnce = { networkMode: 'always' } as const;

/**
 * The same for a write whose variables hold a password, a code or a token: the finished
 * mutation leaves the cache as soon as no form is showing it.
 */
export const sentAtOnceSecret = { networkMode: 'always', gcTime: 0 } as const;
