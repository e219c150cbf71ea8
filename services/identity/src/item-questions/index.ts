export { itemQuestionMail, productPageUrl } from './item-question-mail';
export { ItemQuestionsConsumer } from './item-questions.consumer';
