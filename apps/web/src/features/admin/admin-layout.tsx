import type { ReactNode } from 'react';
import { NavLink } from '@/lib/router/link';
import { cn } from '@/lib/cn';
import { shopPageTitle } from '@/lib/shop-settings';

const SECTIONS = [
  { to: '/admin', label: 'Dashboard', end: true },
  { to: '/admin/products', label: 'Products', end: false },
  { to: '/admin/orders', label: 'Orders', end: false },
  { to: '/admin/subscribers', label: 'Subscribers', end: false },
  { to: '/admin/messages', label: 'Messages', end: false },
  { to: '/admin/quizzes', label: 'Quizzes', end: false },
  { to: '/admin/settings', label: 'Settings', end: false },
];

/** The admin area's frame: its title and the section tabs, then the section itself. */
export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6">
      <title>{shopPageTitle('Admin Dashboard')}</title>
      <h1 className="text-3xl font-semibold text-forest sm:text-4xl">Admin Dashboard</h1>
      {/* Every section stays in view: on phones the tabs wrap into a 3-column grid (as the product
          page's tabs do) instead of a row that hides its end off-screen; from sm they are one row. */}
      <nav aria-label="Admin sections">
        <ul className="grid grid-cols-3 gap-1 rounded-2xl bg-cream-deep p-1 sm:flex sm:flex-wrap sm:rounded-none sm:border-b sm:border-sand sm:bg-transparent sm:px-1 sm:py-0">
          {SECTIONS.map((section) => (
            <li key={section.to} className="flex">
              <NavLink
                to={section.to}
                end={section.end}
                className={({ isActive }) =>
                  cn(
                    'flex min-h-11 w-full items-center justify-center rounded-xl px-2 text-center text-sm font-medium sm:w-auto sm:rounded-b-none sm:rounded-t-xl sm:px-4',
                    isActive
                      ? 'bg-white text-forest shadow-sm sm:border-b-2 sm:border-forest sm:bg-white/70 sm:shadow-none'
                      : 'text-muted hover:bg-sage-100 hover:text-forest',
                  )
                }
              >
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </div>
  );
}
