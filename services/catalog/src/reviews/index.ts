export { ANONYMOUS_AUTHOR, authorName, signedInUser } from './author';
export { Review, ReviewSchema } from './review.schema';
export { ReviewsController } from './reviews.controller';
export { REVIEW_ERRORS, REVIEWS_LIST, ReviewsService, toReviewView, type RatingSummary } from './reviews.service';
