import { Body, Controller, Get, Module, Param, ParseIntPipe, Post, Query } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { PageQuery } from '@solar/contracts';
import { assertEveryRouteInputChecked } from '../service/start-service';
import { uncheckedRouteInputs } from './route-inputs';

class NoteBody {}

@Controller('notes')
class CheckedController {
  @Get()
  list(@Query() _query: PageQuery) {}

  @Post(':id')
  write(@Param('id', ParseIntPipe) _id: number, @Param('slug') _slug: string, @Body() _body: NoteBody) {}
}

@Controller('loose')
class LooseController {
  @Post()
  anything(@Body() _body: unknown) {}

  @Get()
  search(@Query() _query: Record<string, string>, @Query('q') _q: string) {}

  @Get(':id')
  one(@Param('id') _id: number) {}
}

@Module({ controllers: [CheckedController] })
class CheckedModule {}

@Module({ controllers: [CheckedController, LooseController] })
class LooseModule {}

async function appOf(module: new () => object) {
  const moduleRef = await Test.createTestingModule({ imports: [module] }).compile();
  return moduleRef.createNestApplication({ logger: false });
}

describe('every route input is checked', () => {
  it('passes an application whose bodies and queries are DTO classes and whose numeric params are piped', async () => {
    const app = await appOf(CheckedModule);
    expect(uncheckedRouteInputs(app)).toEqual([]);
    expect(() => assertEveryRouteInputChecked(app, 'notes')).not.toThrow();
  });

  it('names every route that would reach its handler unvalidated, and refuses to start', async () => {
    const app = await appOf(LooseModule);
    expect(uncheckedRouteInputs(app).sort()).toEqual(
      ['LooseController.anything (body)', "LooseController.one (param 'id')", "LooseController.search (query 'q')", 'LooseController.search (query)'].sort(),
    );
    expect(() => assertEveryRouteInputChecked(app, 'notes')).toThrow(/LooseController\.anything/);
  });
});
