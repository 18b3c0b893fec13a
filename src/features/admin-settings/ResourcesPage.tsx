import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { resourceQueries, useDeleteResource, type ResourceRow } from '../../api/resources';
import { formatDate } from '../../lib/format';
import { isHttpUrl } from '../../lib/httpUrl';
import { toast } from '../../lib/notify';
import { htmlExcerpt, RESOURCE_MSG } from '../../lib/resources';
import { ContentListCard } from './ContentListCard';
import { ResourceDialog } from './resources/ResourceDialog';
import { paths } from '../../lib/paths';

/**
 * /admin/settings/resources: the blog resources (title, an excerpt of the description, link,
 * date), added, edited and deleted (after a confirmation); the help center and /blogs/{id} show
 * every change.
 */
export default function ResourcesPage() {
  const resources = useQuery(resourceQueries.list());
  const remove = useDeleteResource({ onSuccess: () => toast('success', RESOURCE_MSG.deleted) });

  return (
    <ContentListCard<ResourceRow>
      title="Resources"
      addText="Add Resource"
      loadingLabel="Loading the resources"
      emptyText={RESOURCE_MSG.empty}
      confirmDelete={RESOURCE_MSG.confirmDelete}
      list={resources}
      columns={[
        {
          title: 'Title',
          dataIndex: 'title',
          width: '25%',
          render: (title: string, r) => <Link to={paths.blog(r.id)}>{title}</Link>,
        },
        {
          title: 'Description',
          dataIndex: 'description',
          render: (html: string) => htmlExcerpt(html),
        },
        {
          title: 'Link',
          dataIndex: 'link',
          render: (link?: string) =>
            isHttpUrl(link) ? (
              <a href={link} target="_blank" rel="noopener noreferrer">
                {link}
              </a>
            ) : null,
        },
        { title: 'Created', dataIndex: 'createdDate', render: (d: string) => formatDate(d) },
      ]}
      rowLabel={(r) => `resource ${r.title}`}
      onDelete={(r) => remove.mutateAsync(r.id)}
      renderDialog={(resource, onClose) => <ResourceDialog resource={resource} onClose={onClose} />}
    />
  );
}
