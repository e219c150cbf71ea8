import { Controller, Get, Query } from '@nestjs/common';
import { ADMIN_API, AuditLogQuery } from '@solar/contracts';
import { AdminOnly } from '@solar/platform';
import { AdminActions } from './admin-actions.service';

/** `admin/audit-log`: every admin action, newest first, by target, admin or message, of one kind. */
@Controller()
@AdminOnly()
export class AuditLogController {
  constructor(private readonly actions: AdminActions) {}

  @Get(ADMIN_API.auditLog)
  page(@Query() query: AuditLogQuery) {
    return this.actions.page(query);
  }
}
