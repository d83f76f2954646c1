import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ShopSettings, validateShopSettings } from '@pura/core/settings/shop-settings';
import { toast } from '@/lib/toast';
import { showNewShopSettings } from '@/lib/shop-settings';
import { adminKeys, fetchShopSettings, saveShopSettings } from '../admin-api';
import { useLeaveGuard } from '../shared/use-leave-guard';

/**
 * The settings form's state: the saved settings, the owner's draft, its errors by field path
 * from core's schema (the server's own check), Save with a toast, and a question before leaving
 * with unsaved changes — a reload, a closed tab or a link inside the shop.
 */
export function useShopSettingsForm() {
  const queryClient = useQueryClient();
  const saved = useQuery({ queryKey: adminKeys.settings, queryFn: fetchShopSettings });
  const [draft, setDraft] = useState<ShopSettings | null>(null);
  const current = draft ?? saved.data?.settings ?? null;
  const dirty = draft !== null && JSON.stringify(draft) !== JSON.stringify(saved.data?.settings);

  const errors = useMemo(() => {
    if (!current) return new Map<string, string>();
    const validation = validateShopSettings(current);
    return new Map(validation.ok ? [] : validation.errors.map((error) => [error.path, error.message] as const));
  }, [current]);

  const save = useMutation({
    mutationFn: saveShopSettings,
    onSuccess: (answer) => {
      queryClient.setQueryData(adminKeys.settings, answer);
      setDraft(null);
      showNewShopSettings(answer.settings);
      toast.success('Settings saved');
    },
    onError: (error) => toast.error(error instanceof Error && error.message ? error.message : 'Failed to save the settings'),
  });

  useLeaveGuard(dirty);

  const setField = (section: keyof ShopSettings, field: string, value: unknown) => {
    if (!current) return;
    setDraft({ ...current, [section]: { ...current[section], [field]: value } });
  };

  const submit = () => {
    if (!current) return;
    const validation = validateShopSettings(current);
    if (!validation.ok) {
      toast.error(`Please correct ${validation.errors.length === 1 ? 'the marked field' : 'the marked fields'}`);
      return;
    }
    save.mutate(validation.settings);
  };

  return { saved, current, dirty, errors, setField, submit, saving: save.isPending, lastChange: saved.data?.lastChange ?? null };
}
