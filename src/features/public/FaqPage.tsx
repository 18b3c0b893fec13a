import { FaqList } from './FaqList';
import { PageFrame } from './PageFrame';

/** /faq */
export default function FaqPage() {
  return (
    <PageFrame title="Frequently Asked Questions">
      <FaqList />
    </PageFrame>
  );
}
