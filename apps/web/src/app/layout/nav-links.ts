/** The header navigation (docs/product.md §2 'Header and footer'). */
export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/shop', label: 'Shop' },
  { to: '/about', label: 'About' },
  { to: '/ingredients', label: 'Ingredients' },
  { to: '/contact', label: 'Contact' },
] as const;
