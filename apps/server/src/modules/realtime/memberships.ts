// Apart from the hub, so that a child's presence and the hub need not import each other.
/** conversation id → (profile id → nickname) of an account's profiles in it. */
export type Memberships = Map<string, Map<string, string>>;
