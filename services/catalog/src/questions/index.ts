export { DISCUSSION_ERRORS, DiscussionService, toDiscussionPost } from './discussion.service';
export { ItemDiscussion, ItemDiscussionSchema } from './item-discussion.schema';
export { ItemQuestion, ItemQuestionSchema } from './item-question.schema';
export { QuestionsController } from './questions.controller';
export { QuestionsService } from './questions.service';
export {
  DEFAULT_QUESTION_LIMITS,
  QUESTION_LIMITS,
  QuestionRateLimits,
  questionLimitsFromEnv,
  type QuestionLimits,
  type QuestionPolicy,
} from './question-limits';
