import { runService } from '@pamoja/server-kit/run-service';
import { buildApp } from './app';
import { prepareLearningDatabase } from './db/migrate';

await runService({ name: 'lms', prepare: prepareLearningDatabase, build: buildApp });
