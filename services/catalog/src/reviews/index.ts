export { ANONYMOUS_AUTHOR, authorName, signedInUser } from './author';
export { Review, ReviewSchema } from './review.schema';
export { ReviewsController } from './reviews.controller';
export { REVIEW_ERRORS, ReviewsService, toReviewView, type RatingSummary, type ReviewsQuery } from './reviews.service';
