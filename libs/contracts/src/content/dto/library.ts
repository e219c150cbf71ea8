import { ArrayMaxSize, IsBoolean, IsIn, IsOptional } from 'class-validator';
import {
  LIBRARY_LIMITS as L,
  LIBRARY_MESSAGES as M,
  VIDEO_MEDIA_KINDS,
  VIDEO_SOURCES,
  validateEventEdit,
  validateFaqEdit,
  validateVideoEdit,
  type VideoMediaKind,
  type VideoSource,
} from '../library-admin';
import { CheckedBy, formRule } from '../../dto/checked-by';
import { NestedDtoList } from '../../dto/nested';
import { IsNumberOrNumericText } from '../../dto/number-field';
import { OptionalText } from '../../dto/text-field';

/*
 * The admins' bodies for the library (CONTENT_API.adminFaqs, adminEvents, adminVideos, adminVideoMedia). The
 * field decorators refuse wrong types and absurd sizes; the form rules give the messages the admin pages show.
 */

/** `admin/content/faqs` (POST) and `admin/content/faqs/{id}` (PUT). */
@CheckedBy(formRule(validateFaqEdit))
export class FaqBody {
  @IsOptional()
  @IsNumberOrNumericText({ message: M.categoryRequired })
  category_id?: number | string;

  @OptionalText(L.faqQuestionMax * 2, { notText: M.questionRequired, tooLong: M.questionTooLong })
  question?: string;

  /** Markdown. */
  @OptionalText(L.faqAnswerMax * 2, { notText: M.answerRequired, tooLong: M.answerTooLong })
  answer?: string;

  @IsOptional()
  @IsNumberOrNumericText({ message: M.order })
  order?: number | string | null;
}

/** `admin/content/events` (POST) and `admin/content/events/{id}` (PUT). */
@CheckedBy(formRule(validateEventEdit))
export class EventBody {
  @OptionalText(L.eventTitleMax * 2, { notText: M.titleRequired, tooLong: M.eventTitleTooLong })
  title?: string;

  @OptionalText(L.eventSummaryMax * 2, { notText: M.summaryRequired, tooLong: M.eventSummaryTooLong })
  summary?: string;

  @OptionalText(L.eventLocationMax * 2, { notText: M.locationRequired, tooLong: M.locationTooLong })
  location?: string;

  @IsOptional()
  @IsBoolean({ message: 'Must be true or false.' })
  is_online?: boolean;

  @OptionalText(40, M.startsAtInvalid)
  starts_at?: string;

  @OptionalText(40, M.endsAtInvalid)
  ends_at?: string;

  @OptionalText(L.urlMax * 2, M.registerUrl)
  register_url?: string;
}

/** One chapter of a video: where it starts (seconds) and its title. */
export class VideoChapterBody {
  @IsNumberOrNumericText({ message: M.chapters })
  start_seconds!: number | string;

  @OptionalText(L.chapterTitleMax * 2, M.chapters)
  title?: string;
}

/** `admin/content/videos` (POST) and `admin/content/videos/{id}` (PUT). */
@CheckedBy(formRule(validateVideoEdit))
export class VideoBody {
  @OptionalText(L.videoTitleMax * 2, { notText: M.titleRequired, tooLong: M.videoTitleTooLong })
  title?: string;

  @OptionalText(L.videoSummaryMax * 2, { notText: M.summaryRequired, tooLong: M.videoSummaryTooLong })
  summary?: string;

  @IsOptional()
  @IsNumberOrNumericText({ message: M.categoryRequired })
  category_id?: number | string;

  /** The walkthrough in markdown. */
  @OptionalText(L.videoBodyMax * 2, M.videoBodyTooLong)
  body?: string;

  @IsOptional()
  @IsIn(VIDEO_SOURCES, { message: M.source })
  source?: VideoSource;

  @OptionalText(L.urlMax, M.fileUrl)
  file_url?: string | null;

  @OptionalText(L.urlMax, M.providerUrl)
  provider_url?: string | null;

  @OptionalText(L.urlMax, M.posterUrl)
  poster_url?: string | null;

  @OptionalText(L.urlMax, M.captionsUrl)
  captions_url?: string | null;

  @IsOptional()
  @IsNumberOrNumericText({ message: M.duration })
  duration_seconds?: number | string;

  @OptionalText(40, M.publishedAt)
  published_at?: string | null;

  @IsOptional()
  @ArrayMaxSize(L.chaptersMax, { message: M.chapters })
  @NestedDtoList(() => VideoChapterBody, { message: M.chapters })
  chapters?: VideoChapterBody[];
}

/** The fields beside the file of `admin/content/video-media`. */
export class VideoMediaFields {
  @IsOptional()
  @IsIn(VIDEO_MEDIA_KINDS, { message: M.mediaKind })
  kind?: VideoMediaKind;
}
