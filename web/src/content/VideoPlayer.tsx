import { clockTime, providerEmbedUrl, type VideoChapter, type VideoView } from '@solar/contracts';
import { useEffect, useRef, useState } from 'react';

/*
 * A video's player and its chapters. A file of the site's own plays in the browser's <video> with its poster
 * and captions; a YouTube or Vimeo video shows the poster and a play button until clicked, and only then loads
 * the provider's privacy-enhanced player (youtube-nocookie.com, Vimeo with dnt=1): no request goes to the
 * provider, and none of its scripts weigh on the page, for a visitor who only reads.
 */

const PROVIDER_NAMES = { youtube: 'YouTube', vimeo: 'Vimeo' } as const;

/** The chapter playing at `seconds`: the last one started. */
export const chapterAt = (chapters: readonly VideoChapter[], seconds: number): number =>
  chapters.reduce((found, chapter, index) => (seconds + 0.05 >= chapter.start_seconds ? index : found), -1);

export function VideoPlayer({ video }: { video: VideoView }) {
  if (video.source === 'file' && video.file_url) return <FilePlayer video={video} fileUrl={video.file_url} />;
  if ((video.source === 'youtube' || video.source === 'vimeo') && video.provider && video.provider_id)
    return <EmbeddedPlayer video={video} provider={video.provider} providerId={video.provider_id} />;
  return null;
}

function FilePlayer({ video, fileUrl }: { video: VideoView; fileUrl: string }) {
  const element = useRef<HTMLVideoElement>(null);
  const [current, setCurrent] = useState(-1);

  useEffect(() => {
    const player = element.current;
    if (!player) return;
    const follow = () => setCurrent(chapterAt(video.chapters, player.currentTime));
    player.addEventListener('timeupdate', follow);
    player.addEventListener('seeked', follow);
    return () => {
      player.removeEventListener('timeupdate', follow);
      player.removeEventListener('seeked', follow);
    };
  }, [video.chapters]);

  const seek = (chapter: VideoChapter) => {
    const player = element.current;
    if (!player) return;
    player.currentTime = chapter.start_seconds;
    setCurrent(chapterAt(video.chapters, chapter.start_seconds));
    // A chapter chosen is a chapter to watch; a browser refusing to play (no user gesture) keeps the seek.
    void player.play()?.catch(() => undefined);
  };

  return (
    <>
      <div className="ratio ratio-16x9 mb-3 rounded-3 overflow-hidden bg-dark">
        <video ref={element} controls preload="metadata" playsInline poster={video.poster_url ?? undefined} width={1280} height={720} aria-label={video.title}>
          <source src={fileUrl} type={/\.mp4$/i.test(fileUrl) ? 'video/mp4' : 'video/webm'} />
          {video.captions_url && <track kind="captions" src={video.captions_url} srcLang="en" label="English" />}
          <a href={fileUrl}>Download the video</a>
        </video>
      </div>
      <Chapters chapters={video.chapters} current={current} onChoose={seek} />
    </>
  );
}

function EmbeddedPlayer({ video, provider, providerId }: { video: VideoView; provider: 'youtube' | 'vimeo'; providerId: string }) {
  // null until the visitor asks for the player; then where it starts (a chapter reloads it there).
  const [start, setStart] = useState<number | null>(null);
  const [chosen, setChosen] = useState(-1);
  const name = PROVIDER_NAMES[provider];

  const choose = (chapter: VideoChapter, index: number) => {
    setChosen(index);
    setStart(chapter.start_seconds);
  };

  return (
    <>
      <div className="ratio ratio-16x9 mb-3 rounded-3 overflow-hidden bg-dark">
        {start === null ? (
          <button
            type="button"
            className="btn p-0 border-0 rounded-0 w-100 h-100 text-white"
            onClick={() => setStart(0)}
            aria-label={`Play ${video.title} (loads the ${name} player)`}
          >
            {video.poster_url ? (
              <img src={video.poster_url} alt="" width={1280} height={720} loading="lazy" className="w-100 h-100 object-fit-cover" />
            ) : (
              <span className="d-block w-100 h-100" style={{ background: 'linear-gradient(135deg, #0f2741, #184a73)' }} />
            )}
            <span
              className="position-absolute top-50 start-50 translate-middle d-flex align-items-center justify-content-center rounded-circle shadow"
              style={{ width: '4.5rem', height: '4.5rem', background: 'var(--solar-amber)' }}
              aria-hidden="true"
            >
              <svg width="28" height="28" viewBox="0 0 16 16" fill="currentColor" className="text-dark" style={{ marginLeft: '0.2rem' }}>
                <path d="M3 1.8v12.4a.8.8 0 0 0 1.2.7l10-6.2a.8.8 0 0 0 0-1.4l-10-6.2A.8.8 0 0 0 3 1.8Z" />
              </svg>
            </span>
            <span className="position-absolute bottom-0 start-0 small m-2 px-2 py-1 rounded" style={{ background: 'rgba(0, 0, 0, 0.65)' }}>
              Plays from {name} when you press play
            </span>
          </button>
        ) : (
          <iframe
            key={start}
            src={providerEmbedUrl(provider, providerId, { startSeconds: start, autoplay: true })}
            title={`${video.title} (${name} player)`}
            width={1280}
            height={720}
            allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
            referrerPolicy="strict-origin-when-cross-origin"
            allowFullScreen
          />
        )}
      </div>
      <Chapters chapters={video.chapters} current={chosen} onChoose={choose} />
    </>
  );
}

/** The chapters as buttons that move the player to each; the one playing (or last chosen) is marked. */
function Chapters({
  chapters,
  current,
  onChoose,
}: {
  chapters: readonly VideoChapter[];
  current: number;
  onChoose: (chapter: VideoChapter, index: number) => void;
}) {
  if (chapters.length === 0) return null;
  return (
    <nav aria-label="Chapters" className="mb-4">
      <h2 className="h6 text-uppercase text-secondary mb-2">Chapters</h2>
      <ol className="list-group">
        {chapters.map((chapter, index) => (
          <li key={`${chapter.start_seconds}-${chapter.title}`} className="list-group-item p-0">
            <button
              type="button"
              className={`btn w-100 text-start d-flex align-items-baseline gap-3 rounded-0 px-3 py-2${index === current ? ' btn-amber fw-semibold' : ' btn-link text-reset text-decoration-none'}`}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => onChoose(chapter, index)}
            >
              <span className="font-monospace small text-nowrap">{clockTime(chapter.start_seconds)}</span>
              <span className="flex-grow-1">{chapter.title}</span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
