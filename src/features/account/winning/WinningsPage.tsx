import ComingSoonPage from '../../../components/ComingSoonPage';

export default function Placeholder() {
  return <ComingSoonPage />;
}
