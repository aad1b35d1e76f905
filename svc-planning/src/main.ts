import { runDomainProcess } from '@hearth/service-kit';
import { planningService } from './planning-service';

void runDomainProcess(planningService);
