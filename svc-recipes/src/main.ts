import { runDomainProcess } from '@hearth/service-kit';
import { recipesService } from './recipes-service';

void runDomainProcess(recipesService);
