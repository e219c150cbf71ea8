import { clockTime } from '@solar/contracts';
import { useParams } from 'react-router-dom';
import { useVideo } from '../api/content';
import { ErrorAlert, Loading } from '../shared/components/ApiStatus';
import { Breadcrumbs } from '../shared/components/Breadcrumbs';
import { NotFoundPage } from '../shared/components/NotFoundPage';
import { RichHtml } from '../shared/components/RichHtml';
import { usePageTitle } from '../shared/hooks/usePageTitle';
import { splitSlugAndId } from '../shared/slugAndId';
import { VideoPlayer } from './VideoPlayer';

/** /explore-video/detail/{title}-{id}: the video with its chapters, and its written walkthrough. */
export function VideoDetailPage() {
  const { video: segment = '' } = useParams();
  const parsed = splitSlugAndId(segment);
  const { data: video, error, mutate } = useVideo(parsed?.id ?? null);
  usePageTitle(video?.title ?? parsed?.title);
  if (!parsed || error?.status === 404) return <NotFoundPage />;
  const title = video?.title ?? parsed.title;
  return (
    <div className="container py-4 py-lg-5">
      <Breadcrumbs title={title} root="exploreVideos" />
      <article className="mx-auto mt-3" style={{ maxWidth: '52rem' }}>
        <h1 className="h2 mb-2">{title}</h1>
        {error && <ErrorAlert error={error} onRetry={() => void mutate()} />}
        {!video && !error && <Loading />}
        {video && (
          <>
            <p className="lead text-secondary">{video.summary}</p>
            <p className="small text-secondary">
              {video.category} · {clockTime(video.duration_seconds)} ·{' '}
              {new Date(video.published_at).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' })}
            </p>
            <VideoPlayer video={video} />
            {video.body_html && <RichHtml html={video.body_html} className="content-body" />}
          </>
        )}
      </article>
    </div>
  );
}
