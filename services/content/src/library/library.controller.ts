import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  CONTENT_API,
  EventsSearchBody,
  FaqCategoriesSearchBody,
  FaqsSearchBody,
  PageQuery,
  VideoCategoriesSearchBody,
  VideosSearchBody,
  type NormalisedSearchObject,
} from '@solar/contracts';
import { Public } from '@solar/platform';
import { Library } from './library.service';

@Controller()
@Public()
export class LibraryController {
  constructor(private readonly library: Library) {}

  @Post(CONTENT_API.faqCategoriesSearch)
  @HttpCode(200)
  faqCategories(@Body() search: FaqCategoriesSearchBody) {
    return this.library.searchFaqCategories(search);
  }

  @Post(CONTENT_API.faqsSearch)
  @HttpCode(200)
  faqs(@Body() search: FaqsSearchBody) {
    return this.library.searchFaqs(search);
  }

  @Post(CONTENT_API.eventsSearch)
  @HttpCode(200)
  events(@Body() search: EventsSearchBody) {
    return this.library.searchEvents(search);
  }

  @Post(CONTENT_API.videoCategoriesSearch)
  @HttpCode(200)
  videoCategories(@Body() search: VideoCategoriesSearchBody) {
    return this.library.searchVideoCategories(search);
  }

  @Get(CONTENT_API.videos)
  videos(@Query() query: PageQuery) {
    return this.library.searchVideos({ page: query.page, limit: query.limit } as NormalisedSearchObject);
  }

  @Post(CONTENT_API.videosSearch)
  @HttpCode(200)
  searchVideos(@Body() search: VideosSearchBody) {
    return this.library.searchVideos(search);
  }

  @Get(CONTENT_API.video.template)
  video(@Param('id') id: string) {
    return this.library.video(id);
  }

  @Get(CONTENT_API.adMarketingOffering)
  adOffers() {
    return this.library.adOffers();
  }
}
