import { Button, DatePicker, Form, Input, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { buildIcs, DEFAULT_EVENT_TITLE, eventEnd, VIRTUAL_AUCTION_LABEL } from '../../lib/ics';
import { rules } from '../../lib/validation';

interface Values {
  title: string;
  start: Dayjs;
  end: Dayjs;
  location: string;
}

/**
 * Add to Calendar: an event modal with a downloadable .ics file. Not a FormDialog: it saves nothing
 * to the server; its form makes a file.
 */
export function CalendarModal({
  open,
  onClose,
  lotId,
  start,
  stop,
  location,
  online,
  link,
}: {
  open: boolean;
  onClose: () => void;
  lotId: number;
  start: string;
  stop: string | null;
  location: string;
  online: boolean;
  link: string;
}) {
  const from = new Date(start);
  const initial: Values = {
    title: DEFAULT_EVENT_TITLE,
    start: dayjs(from),
    end: dayjs(eventEnd(from, stop ? new Date(stop) : null)),
    location: online ? VIRTUAL_AUCTION_LABEL : location,
  };
  const download = (v: Values) => {
    const ics = buildIcs({
      title: v.title,
      start: v.start.toDate(),
      end: v.end?.toDate(),
      location: v.location,
      uid: `lot-${lotId}@bidright`,
      url: link,
      description: link,
    });
    const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `auction-${lotId}.ics`;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    onClose();
  };
  return (
    <Modal open={open} title="Add to Calendar" onCancel={onClose} footer={null} destroyOnHidden>
      <Form<Values>
        layout="vertical"
        initialValues={initial}
        onFinish={download}
        requiredMark={false}
      >
        <Form.Item label="Title" name="title" rules={[rules.required()]}>
          <Input />
        </Form.Item>
        <Form.Item
          label="Starts"
          name="start"
          rules={[{ required: true, message: 'Field is required!' }]}
        >
          <DatePicker
            showTime={{ minuteStep: 5, format: 'h:mm A' }}
            format="MM/DD/YYYY h:mm A"
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item label="Ends" name="end">
          <DatePicker
            showTime={{ minuteStep: 5, format: 'h:mm A' }}
            format="MM/DD/YYYY h:mm A"
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item label="Location" name="location">
          <Input readOnly={online} />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          Download calendar file
        </Button>
      </Form>
    </Modal>
  );
}
