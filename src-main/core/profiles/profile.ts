/** Where the workstation gets its data: the embedded simulator (demo) or a broker's real services. */
export interface Profile {
  id: string
  name: string
  kind: 'demo' | 'live'
  /** `{base_url}` of the spec: price, account and order endpoints. */
  baseUrl: string
}
