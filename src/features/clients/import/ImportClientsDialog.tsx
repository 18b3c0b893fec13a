import { ReloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Modal, Progress, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { IMPORT_TEMPLATE, useImportClients, type ClientImportResult } from '@/api/clientImport';
import { apiErrorOf } from '@/api/errors';
import { DownloadButton } from '@/widgets/kit/DownloadButton';
import { CLIENT_IMPORT_COLUMNS, type ClientImportColumn } from '@/lib/clientImport';
import { acceptAttribute, checkFile, UPLOAD_RULES } from '@/lib/upload';
import { useSingleSubmit } from '@/lib/useSingleSubmit';

export const IMPORT_TEXT = {
  title: 'Import Clients',
  intro:
    'Add many clients at once from an Excel workbook (.xlsx, smaller than 10MB). The first row of its first worksheet names these columns, in this order; each row below it becomes one Active client:',
  template: 'Download template',
  pick: 'Select workbook',
  progress: 'Import progress',
  failed: 'The workbook could not be imported.',
  retry: 'Retry',
  another: 'Import another workbook',
  close: 'Done',
  refusedTitle: 'Rows not imported',
  refusedTable: 'Rows not imported',
} as const;

const T = IMPORT_TEXT;

/** What each column must hold. */
const COLUMN_RULES: Record<ClientImportColumn, string> = {
  'Firm Name': 'required; not one of your clients already, nor on an earlier row',
  'Street Line 1': '',
  'Street Line 2': 'optional',
  City: '',
  State: 'two-letter US state code, e.g. IL',
  'Zip Code': '5 digits',
  'Phone Number': 'optional; 10 digits, e.g. (312) 555-0100',
  Email: 'optional; a valid e-mail address',
};

/** The expected columns, in order, and what each must hold. */
export const IMPORT_COLUMN_HELP: readonly (readonly [string, string])[] = CLIENT_IMPORT_COLUMNS.map(
  (column) => [column, COLUMN_RULES[column]] as const,
);

/** 'N clients imported', in the singular for one. */
export const importedText = (n: number) => `${n} ${n === 1 ? 'client' : 'clients'} imported`;

type Row = ClientImportResult['refused'][number];

/**
 * The client import: what the workbook must hold, its template, the upload (type and size
 * checked first, progress while sending, retry after a failure) and then how many clients
 * were imported and which rows were not, with the reason.
 */
export function ImportClientsDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const [picked, setPicked] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [percent, setPercent] = useState(0);
  const [result, setResult] = useState<ClientImportResult | null>(null);
  const importing = useImportClients({ onSuccess: (reply) => setResult(reply) });
  const busy = importing.isPending;

  // One file at a time: a second drop while one uploads is ignored.
  const [send] = useSingleSubmit(async (file: File) => {
    setPicked(file);
    setRefusal(null);
    setResult(null);
    setPercent(0);
    await importing.mutateAsync({ file, onProgress: setPercent }).catch(() => undefined);
  });

  const reset = () => {
    setPicked(null);
    setRefusal(null);
    setResult(null);
    setPercent(0);
    importing.reset();
  };

  const failure = importing.isError
    ? (apiErrorOf(importing.error).serverMessage ?? T.failed)
    : null;

  return (
    <Modal
      open={open}
      title={T.title}
      onCancel={busy ? undefined : onClose}
      closable={!busy}
      mask={{ closable: !busy }}
      keyboard={!busy}
      afterClose={reset}
      width={640}
      footer={
        <Button onClick={onClose} disabled={busy}>
          {T.close}
        </Button>
      }
    >
      <Flex vertical gap={12}>
        <Typography.Paragraph style={{ marginBottom: 0 }}>{T.intro}</Typography.Paragraph>
        <ol aria-label="Columns of the workbook" style={{ margin: 0, paddingInlineStart: 24 }}>
          {IMPORT_COLUMN_HELP.map(([column, rule]) => (
            <li key={column}>
              <Typography.Text strong>{column}</Typography.Text>
              {rule && <Typography.Text type="secondary"> — {rule}</Typography.Text>}
            </li>
          ))}
        </ol>
        <Flex gap={8} wrap>
          <DownloadButton request={IMPORT_TEMPLATE}>{T.template}</DownloadButton>
          {!result && (
            <Upload
              accept={acceptAttribute('xlsx')}
              showUploadList={false}
              disabled={busy}
              beforeUpload={async (file) => {
                const refused = await checkFile(file, UPLOAD_RULES.clientImport);
                if (refused) {
                  importing.reset();
                  setPicked(null);
                  setRefusal(refused);
                } else void send(file);
                return Upload.LIST_IGNORE;
              }}
            >
              <Button type="primary" icon={<UploadOutlined />} disabled={busy}>
                {T.pick}
              </Button>
            </Upload>
          )}
        </Flex>

        {refusal && <Alert type="error" showIcon role="alert" title={refusal} />}

        {busy && picked && (
          <div>
            <Typography.Text>Importing {picked.name}</Typography.Text>
            <Progress percent={percent} aria-label={T.progress} />
          </div>
        )}

        {failure && picked && (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={failure}
            description={picked.name}
            action={
              <Button size="small" icon={<ReloadOutlined />} onClick={() => void send(picked)}>
                {T.retry}
              </Button>
            }
          />
        )}

        {result && (
          <>
            <Alert
              type={result.imported > 0 ? 'success' : 'warning'}
              showIcon
              role="status"
              title={importedText(result.imported)}
              description={picked?.name}
              action={
                <Button size="small" onClick={reset}>
                  {T.another}
                </Button>
              }
            />
            {result.refused.length > 0 && (
              <Table<Row>
                aria-label={T.refusedTable}
                title={() => (
                  <Typography.Text strong>
                    {T.refusedTitle} ({result.refused.length})
                  </Typography.Text>
                )}
                size="small"
                rowKey="row"
                dataSource={result.refused}
                pagination={{ pageSize: 10, hideOnSinglePage: true }}
                columns={[
                  { title: 'Row', dataIndex: 'row', width: 80 },
                  { title: 'Reason', dataIndex: 'reason' },
                ]}
              />
            )}
          </>
        )}
      </Flex>
    </Modal>
  );
}
