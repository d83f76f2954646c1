import type { ReactNode } from 'react';
import { NavLink } from '@/lib/router/link';
import { cn } from '@/lib/cn';

const SECTIONS = [
  { to: '/admin', label: 'Dashboard', end: true },
  { to: '/admin/products', label: 'Products', end: false },
  { to: '/admin/orders', label: 'Orders', end: false },
  { to: '/admin/subscribers', label: 'Subscribers', end: false },
  { to: '/admin/messages', label: 'Messages', end: false },
];

/** The admin area's frame: its title and the section tabs, then the section itself. */
export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6">
      <title>Admin Dashboard — Pura</title>
      <h1 className="text-3xl font-semibold text-forest sm:text-4xl">Admin Dashboard</h1>
      <nav aria-label="Admin sections" className="-mx-1 overflow-x-auto">
        <ul className="flex min-w-max gap-1 border-b border-sand px-1">
          {SECTIONS.map((section) => (
            <li key={section.to}>
              <NavLink
                to={section.to}
                end={section.end}
                className={({ isActive }) =>
                  cn(
                    'inline-flex min-h-11 items-center rounded-t-xl px-4 text-sm font-medium',
                    isActive ? 'border-b-2 border-forest bg-white/70 text-forest' : 'text-muted hover:bg-sage-100 hover:text-forest',
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
