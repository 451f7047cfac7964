import { MessageSquarePlus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { TConversationSummary } from '../../../shared/contract/tutor';
import { tutorPageTexts as texts } from '../../../shared/domain/tutor-texts';
import { AlertDialog, AlertDialogCancel, AlertDialogContent } from '../../components/ui/alert-dialog';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { useConversations, useDeleteConversation } from './tutor-queries';

interface ConversationListProps {
  activeId: string | null;
  onOpen: (id: string | null) => void;
}

/** The learner's earlier conversations: continue one, start a new one, or delete one. */
export function ConversationList({ activeId, onOpen }: ConversationListProps) {
  const conversations = useConversations();
  const [deleting, setDeleting] = useState<TConversationSummary | null>(null);
  const remove = useDeleteConversation((id) => {
    setDeleting(null);
    if (id === activeId) onOpen(null);
  });
  return (
    <nav aria-labelledby="tutor-history-heading" className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="tutor-history-heading" className="text-lg font-semibold">
          {texts.history}
        </h2>
        <Button variant="outline" size="sm" onClick={() => onOpen(null)}>
          <MessageSquarePlus aria-hidden />
          {texts.newConversation}
        </Button>
      </div>
      {conversations.isPending ? <Skeleton className="h-24 w-full" /> : null}
      {conversations.data?.conversations.length === 0 ? (
        <p className="text-sm text-muted-foreground">{texts.noConversations}</p>
      ) : null}
      <ul className="space-y-1">
        {conversations.data?.conversations.map((conversation) => (
          <li key={conversation.id} className="flex items-center gap-1">
            <button
              type="button"
              onClick={() => onOpen(conversation.id)}
              aria-current={conversation.id === activeId ? 'true' : undefined}
              className={cn(
                'min-w-0 flex-1 truncate rounded-md px-2 py-2 text-left text-sm hover:bg-muted',
                conversation.id === activeId && 'bg-muted font-semibold',
              )}
            >
              {conversation.title}
            </button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={texts.deleteConversation(conversation.title)}
              onClick={() => setDeleting(conversation)}
            >
              <Trash2 aria-hidden />
            </Button>
          </li>
        ))}
      </ul>
      <AlertDialog
        open={deleting !== null}
        onOpenChange={(open) => (open || remove.isPending ? undefined : setDeleting(null))}
      >
        {deleting ? (
          <AlertDialogContent title={texts.deleteTitle} description={texts.confirmDelete(deleting.title)}>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <AlertDialogCancel asChild>
                <Button variant="outline" disabled={remove.isPending}>
                  {texts.cancel}
                </Button>
              </AlertDialogCancel>
              <Button variant="destructive" disabled={remove.isPending} onClick={() => remove.mutate(deleting.id)}>
                {remove.isPending ? texts.deleting : texts.delete}
              </Button>
            </div>
          </AlertDialogContent>
        ) : null}
      </AlertDialog>
    </nav>
  );
}
