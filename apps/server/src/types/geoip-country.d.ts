declare module 'geoip-country' {
  /** The part of a lookup answer we use. */
  interface Lookup {
    country: string;
  }
  const geoip: { lookup(ip: string): Lookup | null };
  export default geoip;
}
