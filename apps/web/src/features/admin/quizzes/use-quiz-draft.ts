import { useCallback, useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { draftOf } from '@pura/core/quiz/definition/drafts';
import { type QuizDefinition, quizDefinitionSchema } from '@pura/core/quiz/definition/schema';
import { ApiError } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useLeaveGuard } from '../shared/use-leave-guard';
import { keepUnchanged } from './keep-unchanged';
import { type QuizId, discardDraft, fetchDraft, publishDraft, quizKeys, saveDraft } from './quizzes-api';

/** A field's place in a definition, as zod and the coverage check report it: 'questions.0.text.en'. */
export const pathKey = (path: readonly PropertyKey[]) => path.map(String).join('.');

const failure = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

/**
 * The studio's state for one quiz's draft: the stored draft (or the live copy the server offers),
 * the owner's edits, their schema errors by field, and Save, Discard and Publish with toasts. Leaving
 * with unsaved edits asks first.
 */
export function useQuizDraft(quiz: QuizId) {
  const queryClient = useQueryClient();
  const stored = useQuery({ queryKey: quizKeys.draft(quiz), queryFn: () => fetchDraft(quiz) });
  const [edited, setEdited] = useState<QuizDefinition | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const current = edited ?? stored.data?.definition ?? null;
  const dirty = edited !== null && JSON.stringify(edited) !== JSON.stringify(stored.data?.definition);
  useLeaveGuard(dirty);

  const fieldErrors = useMemo(() => {
    const errors = new Map<string, string>();
    if (!current) return errors;
    const parsed = quizDefinitionSchema.safeParse(current);
    if (parsed.success) return errors;
    for (const issue of parsed.error.issues) {
      const key = pathKey(issue.path);
      // A new rule starts without a product; zod's "too small" would not say what to do.
      const message = issue.path.at(-1) === 'product' ? 'Choose a product' : issue.message;
      if (!errors.has(key)) errors.set(key, message);
    }
    return errors;
  }, [current]);

  const afterChange = () => {
    setEdited(null);
    void queryClient.invalidateQueries({ queryKey: quizKeys.all });
  };

  const save = useMutation({
    mutationFn: (definition: QuizDefinition) => saveDraft(quiz, definition),
    onSuccess: (draft) => {
      queryClient.setQueryData(quizKeys.draft(quiz), draft);
      setEdited(null);
      void queryClient.invalidateQueries({ queryKey: quizKeys.all, exact: true });
    },
    onError: (error) => toast.error(failure(error, 'The draft could not be saved')),
  });

  const discard = useMutation({
    mutationFn: () => discardDraft(quiz),
    onSuccess: () => {
      afterChange();
      toast.success('Draft discarded');
    },
    onError: (error) => toast.error(failure(error, 'The draft could not be discarded')),
  });

  const publish = useMutation({
    mutationFn: async () => {
      setRefusal(null);
      // Unsaved edits are saved first: the server publishes the stored draft. One failure, one toast.
      if (dirty && edited) queryClient.setQueryData(quizKeys.draft(quiz), await saveDraft(quiz, edited));
      return publishDraft(quiz);
    },
    onSuccess: (published) => {
      afterChange();
      const warnings = published.warnings.length ? ` with ${published.warnings.length} warning(s)` : '';
      toast.success(`Version ${published.version} is live${warnings}`);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) setRefusal(error.message);
      toast.error(failure(error, 'The draft could not be published'));
    },
  });

  /**
   * Applies `change` to a copy of the current definition; the parts it did not touch stay the same
   * objects, so only the edited question or slot renders again while the owner types.
   */
  const storedDefinition = stored.data?.definition;
  const update = useCallback(
    (change: (definition: QuizDefinition) => void) =>
      setEdited((previous) => {
        const base = previous ?? storedDefinition;
        if (!base) return previous;
        const next = draftOf(base);
        change(next);
        return keepUnchanged(base, next);
      }),
    [storedDefinition],
  );

  const submit = () => {
    if (!current) return;
    if (fieldErrors.size > 0) {
      toast.error(`Please correct ${fieldErrors.size === 1 ? 'the marked field' : 'the marked fields'}`);
      return;
    }
    save.mutate(current, { onSuccess: () => toast.success('Draft saved') });
  };

  return {
    stored,
    current,
    dirty,
    fieldErrors,
    update,
    submit,
    saving: save.isPending,
    discard: () => discard.mutateAsync(),
    publish: () => publish.mutateAsync(),
    refusal,
  };
}
