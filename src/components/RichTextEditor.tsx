import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { Button, Input, Popover, Space, Tooltip } from 'antd';
import StarterKit from '@tiptap/starter-kit';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { isHttpUrl } from '../lib/httpUrl';

export const LINK_INVALID = 'Please enter a link starting with http:// or https://';

export interface RichTextEditorProps {
  /** HTML; empty text when nothing is written. */
  value?: string;
  onChange?(html: string): void;
  /** The id antd's Form.Item gives its control (its label points at the editable area). */
  id?: string;
  /** The editable area's accessible name. */
  label: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  minHeight?: number;
}

/** The HTML of the editor's content, or empty text when nothing is written. */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

/** Puts `value` in the editor unless it already holds it (no update event: it came from outside). */
function syncContent(editor: Editor, value: string) {
  if (value !== htmlOf(editor)) editor.commands.setContent(value, { emitUpdate: false });
}

/**
 * A rich text field (bold, italic, headings, lists, links) that reads and writes HTML, usable as
 * an antd Form control. Every toolbar button is labelled and reachable with Tab; the editable
 * area is a labelled multi-line text box.
 */
export default function RichTextEditor({
  value = '',
  onChange,
  id,
  label,
  minHeight = 160,
  ...rest
}: RichTextEditorProps) {
  const invalid = rest['aria-invalid'] === true || rest['aria-invalid'] === 'true';
  // Read by the editable area's attributes whenever the view draws them (it may mount late).
  const invalidRef = useRef(invalid);
  const valueRef = useRef(value);
  useLayoutEffect(() => {
    invalidRef.current = invalid;
    valueRef.current = value;
  });
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: ['http', 'https'],
          isAllowedUri: (url) => isHttpUrl(url),
          HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' },
        },
      }),
    ],
    content: value,
    editorProps: {
      attributes: () => ({
        ...(id ? { id } : {}),
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        'aria-invalid': String(invalidRef.current),
        class: 'rich-text-area',
        style: `min-height:${minHeight}px;padding:8px 11px;outline:none`,
      }),
    },
    onUpdate: ({ editor: e }) => onChange?.(htmlOf(e)),
    // A value set while the view was mounting is taken once it is ready.
    onCreate: ({ editor: e }) => syncContent(e, valueRef.current),
  });

  // A value set from outside (initial values, a reset) replaces the content.
  useEffect(() => {
    if (editor?.isInitialized) syncContent(editor, value);
  }, [editor, value]);

  // A mounted view redraws its attributes (an unmounted one has no view to touch).
  useEffect(() => {
    if (editor?.isInitialized) editor.view.setProps({});
  }, [editor, invalid]);

  return (
    <div
      className="rich-text-editor"
      style={{
        border: `1px solid ${invalid ? '#ff4d4f' : '#d9d9d9'}`,
        borderRadius: 6,
        background: '#fff',
      }}
    >
      {editor && <Toolbar editor={editor} label={label} />}
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor, label }: { editor: Editor; label: string }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      link: e.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();
  return (
    <div
      role="toolbar"
      aria-label={`${label} formatting`}
      style={{ borderBottom: '1px solid #f0f0f0', padding: 4 }}
    >
      <Space size={2} wrap>
        <ToolButton
          label="Bold"
          icon={<BoldOutlined />}
          active={state.bold}
          onClick={() => chain().toggleBold().run()}
        />
        <ToolButton
          label="Italic"
          icon={<ItalicOutlined />}
          active={state.italic}
          onClick={() => chain().toggleItalic().run()}
        />
        <ToolButton
          label="H2 heading"
          text="H2"
          active={state.h2}
          onClick={() => chain().toggleHeading({ level: 2 }).run()}
        />
        <ToolButton
          label="H3 subheading"
          text="H3"
          active={state.h3}
          onClick={() => chain().toggleHeading({ level: 3 }).run()}
        />
        <ToolButton
          label="Bulleted list"
          icon={<UnorderedListOutlined />}
          active={state.bullet}
          onClick={() => chain().toggleBulletList().run()}
        />
        <ToolButton
          label="Numbered list"
          icon={<OrderedListOutlined />}
          active={state.ordered}
          onClick={() => chain().toggleOrderedList().run()}
        />
        <LinkButton editor={editor} active={state.link} />
      </Space>
    </div>
  );
}

interface ToolButtonProps {
  label: string;
  icon?: ReactNode;
  text?: string;
  active: boolean;
  onClick(): void;
}

function ToolButton({ label, icon, text, active, onClick }: ToolButtonProps) {
  return (
    <Tooltip title={label}>
      <Button
        size="small"
        type={active ? 'primary' : 'text'}
        aria-label={label}
        aria-pressed={active}
        icon={icon}
        onClick={onClick}
      >
        {text}
      </Button>
    </Tooltip>
  );
}

/** Adds, changes or removes the link of the selection; only http(s) addresses are accepted. */
function LinkButton({ editor, active }: { editor: Editor; active: boolean }) {
  const [open, setOpen] = useState(false);
  const [href, setHref] = useState('');
  const [error, setError] = useState(false);
  const inputId = useId();

  const show = (next: boolean) => {
    if (next) {
      setHref(String(editor.getAttributes('link').href ?? ''));
      setError(false);
    }
    setOpen(next);
  };
  const apply = () => {
    const url = href.trim();
    if (!isHttpUrl(url)) {
      setError(true);
      return;
    }
    const range = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !active)
      range
        .insertContent({ type: 'text', text: url, marks: [{ type: 'link', attrs: { href: url } }] })
        .run();
    else range.setLink({ href: url }).run();
    setOpen(false);
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    setOpen(false);
  };

  return (
    <Popover
      open={open}
      onOpenChange={show}
      trigger="click"
      destroyOnHidden
      content={
        <div style={{ width: 280 }}>
          <label htmlFor={inputId} style={{ display: 'block', marginBottom: 4 }}>
            Link address
          </label>
          <Input
            id={inputId}
            autoFocus
            value={href}
            placeholder="https://"
            status={error ? 'error' : undefined}
            aria-invalid={error}
            aria-describedby={error ? `${inputId}-error` : undefined}
            onChange={(e) => {
              setHref(e.target.value);
              setError(false);
            }}
            onPressEnter={(e) => {
              e.preventDefault();
              apply();
            }}
          />
          {error && (
            <div id={`${inputId}-error`} role="alert" style={{ color: '#cf1322', marginTop: 4 }}>
              {LINK_INVALID}
            </div>
          )}
          <Space style={{ marginTop: 8 }}>
            <Button size="small" type="primary" onClick={apply}>
              Apply link
            </Button>
            {active && (
              <Button size="small" onClick={remove}>
                Remove link
              </Button>
            )}
          </Space>
        </div>
      }
    >
      <span>
        <ToolButton
          label="Link"
          icon={<LinkOutlined />}
          active={active}
          onClick={() => undefined}
        />
      </span>
    </Popover>
  );
}
