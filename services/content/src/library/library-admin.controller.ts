import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, UploadedFile } from '@nestjs/common';
import { CONTENT_API, EventBody, FaqBody, LIBRARY_MESSAGES, VideoBody, VideoMediaFields } from '@solar/contracts';
import { AdminOnly, LimitUploadsPerAccount, SingleFileUpload, withMessage, type IncomingFile } from '@solar/platform';
import { LibraryAdmin } from './library-admin.service';

const M = LIBRARY_MESSAGES;

@Controller()
@AdminOnly()
export class LibraryAdminController {
  constructor(private readonly library: LibraryAdmin) {}

  @Get(CONTENT_API.adminFaqs)
  faqs() {
    return this.library.faqList();
  }

  @Post(CONTENT_API.adminFaqs)
  @HttpCode(201)
  async createFaq(@Body() body: FaqBody) {
    return withMessage(await this.library.createFaq(body), M.faqSaved);
  }

  @Put(CONTENT_API.adminFaq.template)
  async updateFaq(@Param('id') id: string, @Body() body: FaqBody) {
    return withMessage(await this.library.updateFaq(id, body), M.faqSaved);
  }

  @Delete(CONTENT_API.adminFaq.template)
  async deleteFaq(@Param('id') id: string) {
    await this.library.deleteFaq(id);
    return withMessage({ id: Number(id) }, M.faqDeleted);
  }

  @Get(CONTENT_API.adminEvents)
  events() {
    return this.library.eventList();
  }

  @Post(CONTENT_API.adminEvents)
  @HttpCode(201)
  async createEvent(@Body() body: EventBody) {
    return withMessage(await this.library.createEvent(body), M.eventSaved);
  }

  @Put(CONTENT_API.adminEvent.template)
  async updateEvent(@Param('id') id: string, @Body() body: EventBody) {
    return withMessage(await this.library.updateEvent(id, body), M.eventSaved);
  }

  @Delete(CONTENT_API.adminEvent.template)
  async deleteEvent(@Param('id') id: string) {
    await this.library.deleteEvent(id);
    return withMessage({ id: Number(id) }, M.eventDeleted);
  }

  @Get(CONTENT_API.adminVideos)
  videos() {
    return this.library.videoList();
  }

  @Post(CONTENT_API.adminVideos)
  @HttpCode(201)
  async createVideo(@Body() body: VideoBody) {
    return withMessage(await this.library.createVideo(body), M.videoSaved);
  }

  @Put(CONTENT_API.adminVideo.template)
  async updateVideo(@Param('id') id: string, @Body() body: VideoBody) {
    return withMessage(await this.library.updateVideo(id, body), M.videoSaved);
  }

  @Delete(CONTENT_API.adminVideo.template)
  async deleteVideo(@Param('id') id: string) {
    await this.library.deleteVideo(id);
    return withMessage({ id: Number(id) }, M.videoDeleted);
  }

  @Post(CONTENT_API.adminVideoMedia)
  @HttpCode(201)
  @LimitUploadsPerAccount()
  @SingleFileUpload()
  async uploadMedia(@UploadedFile() file: IncomingFile | undefined, @Body() fields: VideoMediaFields) {
    return withMessage(await this.library.uploadMedia(fields.kind, file), M.mediaUploaded);
  }
}
