/**
 * True while a logout moves the visitor to /: the router commits that move in a transition, so a
 * guarded page can still be on screen when the user is cleared, and its guard must not send the
 * visitor to /login instead (docs/product.md §2 'Header': Logout returns to /).
 */
export const logoutState = { leaving: false };
