import { SettingsPage } from '@/features/admin/settings/settings-page';

export function AdminSettingsRoute() {
  return <SettingsPage />;
}
