import { screen, waitFor, within } from '@testing-library/react';
import { delay, http as mswHttp, HttpResponse } from 'msw';
import { useState } from 'react';
import { Form, Input } from 'antd';
import { http } from '../../../src/api/http';
import { FormDialog } from '../../../src/widgets/kit/FormDialog';
import { server } from '../../../src/mocks/node';
import { renderKit } from './renderKit';

interface NewFirm {
  name: string;
}

/** A screen opening the dialog: saving posts the firm through the http client. */
function AddFirm({ onSaved }: { onSaved(): void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      {!open && <p>Dialog closed</p>}
      <FormDialog<NewFirm>
        open={open}
        title="Add Client"
        onClose={() => setOpen(false)}
        onSubmit={async (values) => {
          await http.post('/api/kit/firms', values);
          onSaved();
        }}
      >
        <Form.Item
          name="name"
          label="Firm Name"
          rules={[{ required: true, message: 'Field is required!' }]}
        >
          <Input />
        </Form.Item>
      </FormDialog>
    </>
  );
}

/** A fake create endpoint answering `reply` after a short wait; records the bodies. */
function serveFirms(reply: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    mswHttp.post('*/api/kit/firms', async ({ request }) => {
      bodies.push(await request.json());
      await delay(150);
      return reply();
    }),
  );
  return bodies;
}

const dialog = () => screen.getByRole('dialog', { name: 'Add Client' });
const save = () => within(dialog()).getByRole('button', { name: /Save/ });

describe('form dialog', () => {
  it('shows the validation message word for word and sends nothing', async () => {
    const bodies = serveFirms(() => HttpResponse.json({ id: 1 }));
    const { user } = renderKit(<AddFirm onSaved={() => {}} />);
    await user.click(save());
    expect(await within(dialog()).findByText('Field is required!')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('sends one request for a double click, busy while sending, and closes after the save', async () => {
    const bodies = serveFirms(() => HttpResponse.json({ id: 1 }));
    let saved = 0;
    const { user } = renderKit(<AddFirm onSaved={() => saved++} />);
    await user.type(within(dialog()).getByLabelText('Firm Name'), 'Acme LLP');
    await user.dblClick(save());
    await waitFor(() => expect(save()).toHaveClass('ant-btn-loading'));
    expect(await screen.findByText('Dialog closed')).toBeInTheDocument();
    expect(bodies).toEqual([{ name: 'Acme LLP' }]);
    expect(saved).toBe(1);
  });

  it('keeps the typed values and shows the server message under the form when the save fails', async () => {
    const bodies = serveFirms(() =>
      HttpResponse.json({ message: 'A client with this name already exists.' }, { status: 400 }),
    );
    const { user } = renderKit(<AddFirm onSaved={() => {}} />);
    await user.type(within(dialog()).getByLabelText('Firm Name'), 'Acme LLP');
    await user.click(save());

    const alert = await within(dialog()).findByRole('alert');
    expect(alert).toHaveTextContent('A client with this name already exists.');
    expect(within(dialog()).getByLabelText('Firm Name')).toHaveValue('Acme LLP');
    expect(save()).not.toHaveClass('ant-btn-loading');
    // The catalogue's notice, shown by the http client.
    expect(await screen.findByText('Error occurred while requesting!')).toBeInTheDocument();
    expect(screen.queryByText('Dialog closed')).not.toBeInTheDocument();

    // Saving again sends the kept values.
    await user.click(save());
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toEqual({ name: 'Acme LLP' });
    await waitFor(() => expect(save()).not.toHaveClass('ant-btn-loading'));
  });
});
