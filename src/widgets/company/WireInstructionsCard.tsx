import { FilePdfOutlined } from '@ant-design/icons';
import { Card, Flex, Typography } from 'antd';
import { companyUploads, useRefreshCompany, type CompanyProfile } from '../../api/companies';
import { Can } from '../../components/kit/Can';
import { FileLink } from '../kit/FileLink';
import { UploadField } from '../kit/UploadField';
import { SETTINGS_MSG } from '../../lib/companySettings';
import { fileLinkUrl, fileNameOf } from '../../lib/fileUrl';
import { formatDateTime } from '../../lib/format';
import { toast } from '../../lib/notify';
import { UPLOAD_RULES } from '../../lib/upload';

/**
 * The wire instructions PDF winners pay by: a link to save it, who uploaded it and when, and
 * (auctioneers only) a new upload: PDF only, smaller than 5 MB.
 */
export function WireInstructionsCard({ company }: { company: CompanyProfile }) {
  const wire = company.wireInstruction;
  const href = fileLinkUrl(wire?.url);
  const refresh = useRefreshCompany();
  const upload = companyUploads.wireInstructions;
  return (
    <Card title="Wire instructions" role="region" aria-label="Wire instructions" size="small">
      <Flex vertical gap={12}>
        {wire && href ? (
          <div>
            <FileLink url={href}>
              <FilePdfOutlined aria-hidden /> {fileNameOf(wire.url) || 'Wire instructions'}
            </FileLink>
            <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
              Uploaded by {wire.createdBy || 'Unknown'} on {formatDateTime(wire.createdDate)}
            </Typography.Paragraph>
          </div>
        ) : (
          <Typography.Text type="secondary">No wire instructions uploaded.</Typography.Text>
        )}
        <Can action="company.editWireInstructions">
          <UploadField
            endpoint={upload.endpoint}
            params={{ id: company.id }}
            field={upload.field}
            accept={UPLOAD_RULES.wireInstructions.accept}
            maxMb={UPLOAD_RULES.wireInstructions.maxMb}
            onUploaded={() => {
              void refresh();
              toast('success', SETTINGS_MSG.uploaded);
            }}
          >
            Upload wire instructions (PDF)
          </UploadField>
        </Can>
      </Flex>
    </Card>
  );
}
