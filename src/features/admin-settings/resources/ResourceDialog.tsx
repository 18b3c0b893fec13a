import { Form, Input, Skeleton } from 'antd';
import { lazy, Suspense, type ComponentProps } from 'react';
import { useCreateResource, useUpdateResource, type ResourceRow } from '@/api/resources';
import { FormDialog } from '@/widgets/kit/FormDialog';
import { toast } from '@/lib/notify';
import { hasRichText, linkError, RESOURCE_MSG, resourceFieldsOf } from '@/lib/resources';
import { rules, textRule } from '@/lib/validation';

/** The editor loads with the dialog: no other screen carries it. */
const RichTextEditor = lazy(() => import('@/components/RichTextEditor'));

/** The lazily loaded editor as a form control (the form item hands it value and onChange). */
function DescriptionEditor(props: ComponentProps<typeof RichTextEditor>) {
  return (
    <Suspense
      fallback={
        <div role="status" aria-label="Loading the editor">
          <Skeleton active paragraph={{ rows: 4 }} />
        </div>
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  );
}

interface ResourceValues {
  title: string;
  description: string;
  link: string;
}

/**
 * Adds a blog resource (`resource` absent) or edits one: the title and the description (rich
 * text) are required, the link optional (an http(s) address); the body is sent empty.
 */
export function ResourceDialog({ resource, onClose }: { resource?: ResourceRow; onClose(): void }) {
  const notify = (text: string) => () => toast('success', text);
  const create = useCreateResource({ onSuccess: notify(RESOURCE_MSG.added) });
  const update = useUpdateResource({ onSuccess: notify(RESOURCE_MSG.updated) });
  return (
    <FormDialog<ResourceValues>
      open
      title={resource ? 'Edit Resource' : 'Add Resource'}
      okText={resource ? 'Save' : 'Add Resource'}
      onClose={onClose}
      initialValues={
        resource && {
          title: resource.title,
          description: resource.description,
          link: resource.link ?? '',
        }
      }
      onSubmit={(v) =>
        resource
          ? update.mutateAsync({ id: resource.id, ...resourceFieldsOf(v) })
          : create.mutateAsync(resourceFieldsOf(v))
      }
      width={760}
    >
      <Form.Item label="Title" name="title" rules={[rules.required(RESOURCE_MSG.titleRequired)]}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item
        label="Description"
        name="description"
        rules={[textRule((v) => (hasRichText(v) ? null : RESOURCE_MSG.descriptionRequired))]}
      >
        <DescriptionEditor label="Description" />
      </Form.Item>
      <Form.Item label="URL" name="link" rules={[textRule(linkError)]}>
        <Input type="url" placeholder="https://" maxLength={2000} />
      </Form.Item>
    </FormDialog>
  );
}
