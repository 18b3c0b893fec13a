import { Button, Card, Empty, Flex, Form, Input, Typography } from 'antd';
import { useAddCaseNote } from '@/api/caseNotes';
import type { CaseDetail, CaseNote } from '@/api/cases';
import { useCan } from '@/components/kit/Can';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/notify';
import { useSingleSubmit } from '@/lib/useSingleSubmit';
import { V } from '@/lib/validation';

/** The note box's height (spec 2 section 9). */
export const CASE_NOTE_HEIGHT = 220;

export const CASE_NOTES_TEXT = {
  title: 'Notes',
  region: 'Case notes',
  empty: 'No notes yet.',
  subject: 'Subject',
  body: 'Note',
  add: 'Add Note',
  added: 'Successfully added the note!',
} as const;

const T = CASE_NOTES_TEXT;
/** Secondary text dark enough for the contrast rules. */
const MUTED = { color: 'rgba(0, 0, 0, 0.6)' } as const;

interface NoteValues {
  subject: string;
  body: string;
}

/** Newest first (the server sends them so; kept so whatever the order received). */
const newestFirst = (notes: readonly CaseNote[]) =>
  [...notes].sort((a, b) => b.createdDate.localeCompare(a.createdDate) || b.id - a.id);

function AddNoteForm({ caseId }: { caseId: number }) {
  const [form] = Form.useForm<NoteValues>();
  const add = useAddCaseNote({
    onSuccess: () => {
      form.resetFields();
      toast('success', T.added);
    },
  });
  // A failed save keeps what was typed; the http client has shown the notice.
  const [submit, busy] = useSingleSubmit(async (v: NoteValues) => {
    await add
      .mutateAsync({ caseId, subject: v.subject.trim(), body: v.body.trim() })
      .catch(() => undefined);
  });

  return (
    <Form<NoteValues>
      form={form}
      name="caseNote"
      layout="vertical"
      aria-label={T.add}
      onFinish={(v) => void submit(v)}
      style={{ marginTop: 16 }}
    >
      <Form.Item
        name="subject"
        label={T.subject}
        rules={[{ required: true, whitespace: true, message: V.required }]}
      >
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item
        name="body"
        label={T.body}
        rules={[{ required: true, whitespace: true, message: V.required }]}
      >
        <Input.TextArea rows={3} maxLength={2000} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy}>
        {T.add}
      </Button>
    </Form>
  );
}

/**
 * A case's notes, newest first, in a box of 220 pixels that scrolls (and can be scrolled from
 * the keyboard); the case's staff and its client or attorney add notes, admins only read them.
 */
export function CaseNotes({ kase }: { kase: CaseDetail }) {
  const canAdd = useCan('caseNote.add');
  const notes = newestFirst(kase.notes ?? []);
  return (
    <Card title={T.title}>
      <div
        role="region"
        aria-label={T.region}
        tabIndex={0}
        style={{ height: CASE_NOTE_HEIGHT, overflowY: 'auto' }}
      >
        {notes.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.empty} />
        ) : (
          <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {notes.map((n) => (
              <li
                key={n.id}
                style={{ padding: '8px 4px', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}
              >
                <Flex justify="space-between" gap={12} wrap>
                  <strong>{n.subject}</strong>
                  <time dateTime={n.createdDate} style={MUTED}>
                    {formatDateTime(n.createdDate)}
                  </time>
                </Flex>
                <Typography.Paragraph style={{ margin: '4px 0', whiteSpace: 'pre-wrap' }}>
                  {n.body}
                </Typography.Paragraph>
                <span style={MUTED}>{n.createdBy}</span>
              </li>
            ))}
          </ol>
        )}
      </div>
      {canAdd && <AddNoteForm caseId={kase.id} />}
    </Card>
  );
}
