import { useSearchParams } from 'wouter';
import { LectureDetail } from '../features/lectures/components/lecture-detail';

/** /videoDetail?id=: one lecture. Keyed by id so a related lecture starts with fresh players. */
export default function VideoDetailPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return <LectureDetail key={id} id={Number.isInteger(id) ? id : 0} />;
}
