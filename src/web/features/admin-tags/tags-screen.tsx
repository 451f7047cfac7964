import { Plus } from 'lucide-react';
import { useState } from 'react';
import { adminPageTexts } from '../../../shared/domain/page-texts';
import { tagSkeletonCount, tagAdminTexts as texts } from '../../../shared/domain/tag-texts';
import { tagMessages } from '../../../shared/domain/tags';
import { AdminBreadcrumb } from '../../components/ui/admin-breadcrumb';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { CreateTagDialog } from './create-tag-dialog';
import { TagBadge } from './tag-badge';
import { useTags } from './tag-queries';

/** /admin/tags (admin-area.md section 2): the tags as coloured badges and a "New Tag" dialog. */
export function TagsScreen() {
  const list = useTags();
  const [creating, setCreating] = useState(false);

  return (
    <>
      <AdminBreadcrumb root={texts.breadcrumbRoot} current={texts.breadcrumb} />
      <PageHeader heading={adminPageTexts.tags.heading}>
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden />
          {texts.newTag}
        </Button>
      </PageHeader>
      <section
        aria-label={texts.listLabel}
        aria-busy={list.isPending}
        className="rounded-xl border border-border bg-card p-6"
      >
        {list.isError ? (
          <Alert>{tagMessages.loadFailed}</Alert>
        ) : list.data?.length === 0 ? (
          <p className="text-center text-muted-foreground">{texts.empty}</p>
        ) : (
          <ul className="flex flex-wrap gap-3">
            {list.data
              ? list.data.map((tag) => (
                  <li key={tag.id}>
                    <TagBadge tag={tag} />
                  </li>
                ))
              : Array.from({ length: tagSkeletonCount }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders with no identity.
                  <li key={index}>
                    <Skeleton className="h-8 w-24 rounded-full" />
                  </li>
                ))}
          </ul>
        )}
      </section>
      <CreateTagDialog open={creating} onOpenChange={setCreating} />
    </>
  );
}
