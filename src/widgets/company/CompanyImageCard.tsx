import { DeleteOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Popconfirm, Typography } from 'antd';
import {
  companyUploads,
  useRefreshCompany,
  useRemoveCompanyImage,
  type CompanyImage,
  type CompanyProfile,
} from '../../api/companies';
import { Can } from '../../components/kit/Can';
import { UploadField } from '../kit/UploadField';
import { SETTINGS_MSG } from '../../lib/companySettings';
import { fileLinkUrl } from '../../lib/fileUrl';
import { toast } from '../../lib/notify';
import { UPLOAD_RULES } from '../../lib/upload';

const TEXT: Record<CompanyImage, { title: string; alt: string; none: string; removed: string }> = {
  logo: {
    title: 'Logo',
    alt: 'Company logo',
    none: 'No logo uploaded.',
    removed: SETTINGS_MSG.logoRemoved,
  },
  background: {
    title: 'Background image',
    alt: 'Company background image',
    none: 'No background image uploaded.',
    removed: SETTINGS_MSG.backgroundRemoved,
  },
};

/**
 * The company's logo or background image: staff upload a new one (multipart `Logo` or
 * `BackgroundImage`, with progress); only auctioneers remove it.
 */
export function CompanyImageCard({
  company,
  image,
}: {
  company: CompanyProfile;
  image: CompanyImage;
}) {
  const text = TEXT[image];
  const url = fileLinkUrl(image === 'logo' ? company.logoUrl : company.backgroundImageUrl);
  const upload = image === 'logo' ? companyUploads.logo : companyUploads.background;
  const refresh = useRefreshCompany();
  const remove = useRemoveCompanyImage({ onSuccess: () => toast('success', text.removed) });

  return (
    <Card title={text.title} role="region" aria-label={text.title} size="small">
      <Flex vertical gap={12}>
        {url ? (
          <img
            src={url}
            alt={text.alt}
            style={{
              maxWidth: '100%',
              maxHeight: image === 'logo' ? 96 : 160,
              objectFit: 'contain',
              alignSelf: 'flex-start',
            }}
          />
        ) : (
          <Typography.Text type="secondary">{text.none}</Typography.Text>
        )}
        <Flex gap={8} wrap align="flex-start">
          <Can action="company.uploadImages">
            <UploadField
              endpoint={upload.endpoint}
              params={{ id: company.id }}
              field={upload.field}
              accept={UPLOAD_RULES.image.accept}
              maxMb={UPLOAD_RULES.image.maxMb}
              onUploaded={() => {
                void refresh();
                toast('success', SETTINGS_MSG.uploaded);
              }}
            >
              {`Upload ${text.title.toLowerCase()}`}
            </UploadField>
          </Can>
          {url && (
            <Can action="company.removeImages">
              <Popconfirm
                destroyOnHidden
                title={`Remove the ${text.title.toLowerCase()}?`}
                okText="Remove"
                okButtonProps={{ danger: true }}
                onConfirm={() =>
                  remove.mutateAsync({ id: company.id, image }).catch(() => undefined)
                }
              >
                <Button danger icon={<DeleteOutlined />} loading={remove.isPending}>
                  {`Remove ${text.title.toLowerCase()}`}
                </Button>
              </Popconfirm>
            </Can>
          )}
        </Flex>
      </Flex>
    </Card>
  );
}
